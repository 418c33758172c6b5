import { setupWorker } from 'msw/browser';
import { del, get, set, update } from 'idb-keyval';
import { demoBackend, handlers } from './handlers';
import { attachPersistence, clearFaults, commit, getDb, inStore, resetDb, setFault } from './db';
import type { DemoDb, FaultKind } from './types/db';
import { setLatency } from './lib';

const STORE_KEY = 'merchant-demo-db';
/** Changed with every save; another window of the console that finds it changed reads the store again. */
const REVISION_KEY = 'merchant-demo-revision';
/** public/demo-worker.js: msw's worker, kept registered across a tab's page loads (the file says why). */
const WORKER_URL = '/demo-worker.js';

export interface DemoControls {
  reset(): Promise<void>;
  setFault(path: string, kind: FaultKind | null): Promise<void>;
  clearFaults(): Promise<void>;
  expireSessions(): Promise<void>;
  setLatency(ms: number): void;
  db(): DemoDb;
  /** Changes the store directly (tests) and saves it. */
  update(change: (db: DemoDb) => void): Promise<void>;
}

declare global {
  interface Window {
    __merchantDemo?: DemoControls;
  }
}

/** Starts the demo backend in the browser: the store from IndexedDB, then the service worker. */
export async function startDemoBackend() {
  let revision = localStorage.getItem(REVISION_KEY);
  const saved = () => {
    revision = `${Date.now()}-${Math.random()}`;
    localStorage.setItem(REVISION_KEY, revision);
  };
  await attachPersistence({
    load: () => {
      revision = localStorage.getItem(REVISION_KEY);
      return get(STORE_KEY);
    },
    save: async (db) => {
      await set(STORE_KEY, db);
      saved();
    },
    saveFresh: async (fresh, usable) => {
      // One transaction reads and writes, so no other window's save falls between them.
      let kept: DemoDb | undefined;
      await update<unknown>(STORE_KEY, (current) => {
        if (!usable(current)) return fresh;
        kept = current;
        return current;
      });
      if (!kept) saved();
      return kept ?? fresh;
    },
    changedElsewhere: () => localStorage.getItem(REVISION_KEY) !== revision,
    exclusive: (work) => navigator.locks.request(STORE_KEY, work),
  });
  // Each changes the store as a call does: alone among the windows, from the store as saved, saved at once.
  const controls: DemoControls = {
    reset: () =>
      inStore(async () => {
        await del(STORE_KEY);
        await resetDb();
      }),
    setFault: (path, kind) => inStore(() => setFault(path, kind)),
    clearFaults: () => inStore(clearFaults),
    expireSessions: () =>
      inStore(() => {
        getDb().sessions = {};
        commit();
      }),
    setLatency,
    db: getDb,
    update: (change) =>
      inStore(() => {
        change(getDb());
        commit();
      }),
  };
  // msw refreshes an existing worker registration without awaiting it; a reload during that
  // refresh rejects it. The registered worker keeps serving, so that one rejection is expected noise.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker') && reason.message.includes(WORKER_URL)) {
      event.preventDefault();
    }
  });
  const worker = setupWorker(...demoBackend);
  await worker.start({ serviceWorker: { url: WORKER_URL }, onUnhandledFrame: 'bypass', quiet: true });
  // On the window once the worker answers this page: a call made as soon as the controls are there (the
  // tests' own fetches) must not go past the demo backend to the web server.
  window.__merchantDemo = controls;
  return controls;
}

/** The paths the demo backend answers, for the panel's fault picker. */
export const demoPaths = [...new Set(handlers.map((h) => String(h.info.path).replace(/^\*\/?/, '/').replace(/^\/api(?=\/)/, '')))].filter((p) => p.startsWith('/admin') || p.startsWith('/publicly') || p.startsWith('/common')).toSorted();

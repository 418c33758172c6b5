import { setupWorker } from 'msw/browser';
import { del, get, set } from 'idb-keyval';
import { demoBackend, handlers } from './handlers';
import { attachPersistence, clearFaults, commit, flush, getDb, reloadSavedStore, resetDb, setFault, type DemoDb, type FaultKind } from './db';
import { setLatency } from './lib';

const STORE_KEY = 'merchant-demo-db';

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
  // Tabs of the console share one backend, as they would share a server: a tab that saves the store
  // tells the others, which read it again before their next answer (a sign-in in one tab is known in all).
  const tabs = new BroadcastChannel(STORE_KEY);
  tabs.addEventListener('message', () => reloadSavedStore());
  await attachPersistence({
    load: () => get(STORE_KEY),
    save: async (db) => {
      await set(STORE_KEY, db);
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
      tabs.postMessage('saved');
    },
  });
  window.__merchantDemo = {
    reset: async () => {
      await del(STORE_KEY);
      await resetDb();
    },
    setFault: async (path, kind) => {
      setFault(path, kind);
      await flush();
    },
    clearFaults: async () => {
      clearFaults();
      await flush();
    },
    expireSessions: async () => {
      getDb().sessions = {};
      commit();
      await flush();
    },
    setLatency,
    db: getDb,
    update: async (change) => {
      change(getDb());
      commit();
      await flush();
    },
  };
  // msw refreshes an existing worker registration without awaiting it; a reload during that
  // refresh rejects it. The registered worker keeps serving, so that one rejection is expected noise.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker') && reason.message.includes('mockServiceWorker.js')) {
      event.preventDefault();
    }
  });
  const worker = setupWorker(...demoBackend);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  return window.__merchantDemo;
}

/** The paths the demo backend answers, for the panel's fault picker. */
export const demoPaths = [...new Set(handlers.map((h) => String(h.info.path).replace(/^\*\/?/, '/').replace(/^\/api(?=\/)/, '')))].filter((p) => p.startsWith('/admin') || p.startsWith('/publicly') || p.startsWith('/common')).toSorted();

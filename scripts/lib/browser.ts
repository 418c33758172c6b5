// What the bench and the budget check share: Debian's Chromium, a preview server of a build, and the
// sign-in measure (the scripts a browser fetches before the sign-in form is on screen).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** The full browser for the bench (paint timings), the headless shell where only requests count. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-precise-memory-info'];

export interface Server {
  url: string;
  stop(): void;
}

/** `vite preview` of a build directory, in a process group of its own so stopping it also stops the node under npx. */
export async function preview(dir: string, port: number): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  // A server left over from an interrupted run would answer for the wrong build.
  if (await fetch(url).then(() => true, () => false)) throw new Error(`port ${port} is already in use: stop what serves ${url} first`);
  const child: ChildProcess = spawn('npx', ['vite', 'preview', '--outDir', dir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  const stop = () => {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  try {
    await waitFor(`${url}/login`);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

export async function waitFor(url: string, tries = 150) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

const gzipCache = new Map<string, FileSize>();
/** A built file's size as served: raw and gzip (the way the bench and budgets count every file). */
export function sizeOf(dir: string, file: string): FileSize {
  const key = `${dir}/${file}`;
  let size = gzipCache.get(key);
  if (!size) {
    const body = readFileSync(key);
    size = { file, raw: body.length, gzip: gzipSync(body).length };
    gzipCache.set(key, size);
  }
  return size;
}

/**
 * Notes, inside the page, the moment the sign-in form's password field is first on screen (the
 * animation frame in which it has a box, i.e. the frame that paints it). Install before `goto`.
 */
export async function watchSignInForm(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __signInFormShown?: number };
    const check = () => {
      const field = document.querySelector<HTMLInputElement>('input[autocomplete="current-password"]');
      const box = field?.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0) w.__signInFormShown = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * The scripts the browser requested before the password field was on screen, from the page's
 * own resource timing (everything it fetched, in parallel or not), sized from the build.
 */
export async function scriptsBeforeSignInForm(page: Page, dir: string): Promise<{ shownAt: number; files: FileSize[] }> {
  await page.waitForFunction(() => (window as unknown as { __signInFormShown?: number }).__signInFormShown !== undefined);
  const { shownAt, urls } = await page.evaluate(() => {
    const at = (window as unknown as { __signInFormShown: number }).__signInFormShown;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return { shownAt: at, urls: entries.filter((e) => e.startTime < at).map((e) => e.name) };
  });
  const files = urls
    .map((url) => new URL(url).pathname.slice(1))
    .filter((path) => path.endsWith('.js'))
    .map((path) => sizeOf(dir, path));
  return { shownAt, files };
}

/** What the bench and the budget check answer to the sign-in page's one call (its pictures). */
export const signInPictureStub = { code: 200, message: 'ok', data: { backgroundImage: '', loginLogo: '', leftLogo: '', siteName: '商户管理系统' } };

export const sum = (files: FileSize[], key: 'raw' | 'gzip') => files.reduce((total, f) => total + f[key], 0);

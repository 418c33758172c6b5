import { screen, waitFor, within } from '@testing-library/react';
import { getMessages } from '@/lib/message';
import { server } from '@/mocks/node';
import { renderApp, signIn } from '@/test/render-app';

/** Shared helpers of the video-channel pages' tests (not a test file itself). */

export const texts = () => getMessages().map((m) => m.text);

/** Every API call the page makes, with its URL and JSON body. */
export function recordRequests() {
  const seen: Array<{ method: string; url: URL; body: Promise<unknown> }> = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url), body: request.method === 'POST' ? request.clone().json().catch(() => undefined) : Promise.resolve(undefined) });
  });
  return {
    last: (path: string) => seen.filter((r) => r.url.pathname.includes(path)).at(-1),
    all: (path: string) => seen.filter((r) => r.url.pathname.includes(path)),
  };
}

/** Signs in as the owner at a page and waits for what it shows first. */
export async function openPage(path: string, ready: () => Promise<unknown>) {
  const app = renderApp(path);
  await signIn(app.user, 'admin', 'admin123');
  await ready();
  return app;
}

/** The body rows of a table. */
export const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

/** The row of a table showing a text, once the rows have loaded. */
export function rowWith(table: string, text: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const row = bodyRows(table).find((r) => r.textContent?.includes(text));
      if (!row) throw new Error(`no row with ${text}`);
      return row;
    },
    { timeout: 5000 },
  );
}

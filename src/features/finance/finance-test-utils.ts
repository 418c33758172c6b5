import { act, screen, within } from '@testing-library/react';
import { getMessages } from '@/lib/message';
import { server } from '@/mocks/node';
import { renderApp, signIn } from '@/test/render-app';

/** Shared helpers of the finance pages' tests (not a test file itself). */

export const texts = () => getMessages().map((m) => m.text);

/** The query of every API call the page makes, by the end of its path. */
export function recordRequests() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url));
  });
  return {
    last: (path: string) => seen.filter((url) => url.pathname.endsWith(path)).at(-1)?.searchParams,
    count: (path: string) => seen.filter((url) => url.pathname.endsWith(path)).length,
  };
}

/** Signs in as the owner at a finance page and waits for its table. */
export async function openPage(path: string, table: string) {
  const app = renderApp(path);
  await signIn(app.user, 'admin', 'admin123');
  await screen.findByRole('table', { name: table }, { timeout: 5000 });
  return app;
}

/** The texts of each body row's cells. */
export function rowTexts(table: string) {
  return within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent ?? ''))
    .filter((cells) => cells.length > 1);
}

export const headers = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('columnheader').map((h) => h.textContent);

/** Asks the demo backend directly for what the page should show; the app's updates meanwhile are awaited (act). */
export const fetchNow = <T>(call: () => Promise<T>): Promise<T> => act(call);

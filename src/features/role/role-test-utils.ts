import { screen, within } from '@testing-library/react';
import { getMessages } from '@/lib/message';
import { server } from '@/mocks/node';
import { renderApp, signIn } from '@/test/render-app';

/** Shared helpers of the role pages' tests (not a test file itself). */

export const texts = () => getMessages().map((m) => m.text);

/** Every API call the page makes, with its URL and JSON body. */
export function recordRequests() {
  const seen: Array<{ method: string; url: URL; body: Promise<unknown> }> = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url), body: request.method === 'POST' ? request.clone().json().catch(() => undefined) : Promise.resolve(undefined) });
  });
  return {
    last: (path: string) => seen.filter((r) => r.url.pathname.endsWith(path)).at(-1),
  };
}

/** Signs in as the owner at a page and waits for its table. */
export async function openAsOwner(path: string, table: string) {
  const app = renderApp(path);
  await signIn(app.user, 'admin', 'admin123');
  await screen.findByRole('table', { name: table }, { timeout: 5000 });
  return app;
}

/** The table row holding a cell with exactly this text. */
export async function rowOf(table: string, text: string) {
  const cell = await within(screen.getByRole('table', { name: table })).findByRole('cell', { name: text });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

/** The texts of one column of the table, top to bottom. */
export const column = (table: string, index: number) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[index]?.textContent ?? '');

export async function confirmIt(user: { click: (el: Element) => Promise<void> }, answer: '确定' | '取消' = '确定') {
  await user.click(within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: answer }));
}

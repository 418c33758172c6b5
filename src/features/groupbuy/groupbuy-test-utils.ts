import { screen, waitFor, within } from '@testing-library/react';
import { getMessages } from '@/lib/message';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp, signIn } from '@/test/render-app';

/** Shared helpers of the group-buy pages' tests (not a test file itself). */

export const texts = () => getMessages().map((m) => m.text);

/** Every API call the page makes, with its URL and JSON body. */
export function recordRequests() {
  const seen: Array<{ method: string; url: URL; body: Promise<unknown> }> = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url), body: request.method === 'POST' ? request.clone().json().catch(() => undefined) : Promise.resolve(undefined) });
  });
  return {
    last: (path: string) => seen.filter((r) => r.url.pathname.endsWith(path)).at(-1),
    all: (path: string) => seen.filter((r) => r.url.pathname.endsWith(path)),
  };
}

/** Signs in as the owner at a page and waits for what it shows first. */
export async function openPage(path: string, ready: () => Promise<unknown>) {
  const app = renderApp(path);
  await signIn(app.user, 'admin', 'admin123');
  await ready();
  return app;
}

export const activityNamed = (name: string) => {
  const found = getDb().groupActivities.find((a) => a.groupName === name);
  if (!found) throw new Error(`no group activity ${name} in the seed`);
  return found;
};

export const productNamed = (name: string) => {
  const found = getDb().products.find((p) => p.name === name);
  if (!found) throw new Error(`no product ${name} in the seed`);
  return found;
};

/** The row of a table whose cells include the text. */
export function rowOf(table: HTMLElement, text: string) {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByText(text).length > 0);
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

/** Answers the confirm dialog showing the text. */
export async function confirmWith(user: ReturnType<typeof renderApp>['user'], text: string, answer: '确定' | '取消' = '确定') {
  const dialog = await screen.findByRole('alertdialog');
  if (!dialog.textContent?.includes(text)) throw new Error(`the confirm asks "${dialog.textContent ?? ''}", not "${text}"`);
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => {
    if (screen.queryByRole('alertdialog')) throw new Error('the confirm is still open');
  });
}

import { screen, within } from '@testing-library/react';
import { afterEach } from 'vitest';
import { getMessages } from '@/lib/message';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp, signIn } from '@/test/render-app';

/** Shared helpers of the store pages' tests (not a test file itself). */

type Listener = Parameters<typeof server.events.on<'request:start'>>[1];
const listeners: Listener[] = [];

/** The JSON bodies the console sends to paths containing `part`, in order. */
export function sentBodies(part: string): unknown[] {
  const bodies: unknown[] = [];
  const listener: Listener = ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(part)) void request.clone().json().then((body: unknown) => bodies.push(body));
  };
  server.events.on('request:start', listener);
  listeners.push(listener);
  return bodies;
}

afterEach(() => {
  for (const listener of listeners.splice(0)) server.events.removeListener('request:start', listener);
});

export const toastTexts = () => getMessages().map((m) => m.text);

/** Signs in as admin at a path. */
export async function openAsAdmin(path: string) {
  const app = renderApp(path);
  await signIn(app.user, 'admin', 'admin123');
  return app;
}

export const rowOf = (table: HTMLElement, text: string) => {
  const row = within(table).getByText(text, { selector: 'td, td *' }).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

/** Picks the n-th picture of the library in the open 上传图片 dialog; answers its address. */
export async function pickPicture(user: ReturnType<typeof renderApp>['user'], index = 0) {
  const dialog = await screen.findByRole('dialog', { name: '上传图片' });
  const tiles = await within(dialog).findAllByRole('button', { pressed: false, name: /\.png$/ });
  await user.click(tiles[index]);
  await user.click(within(dialog).getByRole('button', { name: '使用选中图片' }));
  const name = tiles[index].getAttribute('aria-label');
  const picture = getDb().attachments.find((a) => a.name === name);
  if (!picture) throw new Error(`no picture ${name}`);
  return picture.sattDir;
}

import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { getMessages } from '@/lib/message';
import { getDb } from '@/mocks/db';
import { merchantLogin } from '@/api/generated/functions/auth/auth';
import { startSession } from '@/lib/session';
import { renderApp } from './render-app';

// What page tests share: opening a page signed in, finding tables and rows, answering confirms and
// reading messages. One copy for every feature's tests.

/** The texts of the messages (toasts) shown so far. */
export const texts = () => getMessages().map((m) => m.text);

const ACCOUNTS = { admin: 'admin123', staff: 'staff123', operator: 'operator123' } as const;

/**
 * Renders the console at `path` signed in (as the owner unless told), and waits for what the page shows
 * first: a table's name, or any check. The session comes from the login call, as for someone who signed
 * in before and opens the page by its address: the guard loads user info and menus, then the page. The
 * sign-in form's own flow, redirect included, is auth-flow.test.tsx's; going through it here took half
 * of each page test's time (145 of 295 ms to the first table, measured).
 */
export async function openPage(path: string, ready?: string | (() => Promise<unknown>), as: keyof typeof ACCOUNTS = 'admin') {
  startSession(await merchantLogin({ account: as, pwd: ACCOUNTS[as] }));
  const app = renderApp(path);
  if (typeof ready === 'string') await findTable(ready);
  else if (ready) await ready();
  return app;
}

export type PageUser = Awaited<ReturnType<typeof openPage>>['user'];

/** A table by its name, once it is there (hidden: a drawer opened by the address hides the page). */
/** A dialog once its content is in: a dialog whose code or data loads on opening shows a skeleton first. */
export const findDialog = (name: string) =>
  waitFor(
    () => {
      // Found anew each time: a loader may show its skeleton in one dialog and its form in another.
      const dialog = screen.getByRole('dialog', { name });
      expect(dialog.querySelector('[aria-busy="true"]')).toBeNull();
      return dialog;
    },
    { timeout: 5000 },
  );

export const findTable = (name: string) => screen.findByRole('table', { name, hidden: true }, { timeout: 5000 });

/** The body rows of a table. */
export const bodyRows = (table: string | HTMLElement) => within(typeof table === 'string' ? screen.getByRole('table', { name: table }) : table).getAllByRole('row').slice(1);

/** The row of a table holding the text in one of its cells. */
export function rowOf(table: string | HTMLElement, text: string): HTMLElement {
  const row = bodyRows(table).find((r) => within(r).queryAllByText(text).length > 0);
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

/** The same, waiting until the rows have loaded. */
export const findRow = (table: string | HTMLElement, text: string) => waitFor(() => rowOf(table, text), { timeout: 5000 });

/** The texts of each body row's cells. */
export const rowTexts = (table: string) => bodyRows(table).map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent ?? '')).filter((cells) => cells.length > 1);

/** The texts of one column, top to bottom. */
export const column = (table: string, index: number) => bodyRows(table).map((row) => within(row).queryAllByRole('cell')[index]?.textContent ?? '');

export const headers = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('columnheader').map((h) => h.textContent);

/** Answers the open confirm dialog (checking its question when given) and waits for it to close. */
export async function confirmWith(user: PageUser, question?: string, answer: '确定' | '取消' = '确定') {
  const dialog = await screen.findByRole('alertdialog');
  if (question && !dialog.textContent?.includes(question)) throw new Error(`the confirm asks "${dialog.textContent ?? ''}", not "${question}"`);
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => {
    if (screen.queryByRole('alertdialog')) throw new Error('the confirm is still open');
  });
}

/** Picks the n-th picture of the library in the open 上传图片 dialog; answers its address. */
export async function pickPicture(user: PageUser, index = 0) {
  const dialog = await screen.findByRole('dialog', { name: '上传图片' });
  const tiles = await within(dialog).findAllByRole('button', { pressed: false, name: /\.png$/ });
  await user.click(tiles[index]);
  await user.click(within(dialog).getByRole('button', { name: '使用选中图片' }));
  const name = tiles[index].getAttribute('aria-label');
  const picture = getDb().attachments.find((a) => a.name === name);
  if (!picture) throw new Error(`no picture ${name}`);
  return picture.sattDir;
}

/** Asks the demo backend directly for what a page should show; the app's updates meanwhile are awaited (act). */
export const fetchNow = <T>(call: () => Promise<T>): Promise<T> => act(call);

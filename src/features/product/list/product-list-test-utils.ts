import { screen, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { inTab } from '@/mocks/logic/product-list';
import { seeded } from '@/test/demo-data';
import { openPage } from '@/test/page';

// What the tests of 商品列表 (one file per part of the page: the list, the row actions, the drawers and
// dialogs, the bulk bar) read the page and the demo backend with.

export const product = (name: string) => seeded('products', (p) => p.name === name, `product ${name}`);
export const tabCount = (tab: number) => getDb().products.filter((p) => inTab(p, tab, getDb().productSettings.alarmStock)).length;

export const open = (path: string, account: 'admin' | 'staff' = 'admin') => openPage(path, '商品列表', account);

export const tabs = () => within(screen.getByRole('tablist', { name: '商品状态' }));
export const table = () => within(screen.getByRole('table', { name: '商品列表' }));
export const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(name) });
export const shelfOf = async (name: string) => within(await rowOf(name)).getByRole('switch');

/** A promise the test settles when it wants (to hold a server answer). */
export function deferred() {
  const settle: Array<() => void> = [];
  const promise = new Promise<void>((done) => settle.push(done));
  return { promise, resolve: () => settle.forEach((done) => done()) };
}

/** The names of the products on sale (出售中) that `filter` keeps, sorted. */
export const onSale = (filter: (p: ReturnType<typeof product>) => boolean) =>
  getDb()
    .products.filter((p) => inTab(p, 1, getDb().productSettings.alarmStock) && filter(p))
    .map((p) => p.name)
    .toSorted();

/** The product names in the table, in order. */
export const names = () =>
  table()
    .queryAllByRole('switch')
    .map((s) => s.getAttribute('aria-label')!.replace(/ 上架$/, ''));

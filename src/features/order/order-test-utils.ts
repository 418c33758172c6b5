import { screen, within } from '@testing-library/react';
import { getMessages } from '@/lib/message';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import type { DemoOrder } from '@/mocks/seed/orders';
import { renderApp, signIn } from '@/test/render-app';

/** Shared helpers of the order page's tests (not a test file itself). */

export const texts = () => getMessages().map((m) => m.text);

/** The first seeded order matching, found through the demo db rather than by a hard-coded number. */
export function orderWhere(test: (o: DemoOrder) => boolean): DemoOrder {
  const found = getDb().orders.find(test);
  if (!found) throw new Error('no such order in the seed');
  return found;
}
export const order = (orderNo: string) => orderWhere((o) => o.orderNo === orderNo);

/** An ordinary order waiting to be shipped by express, with this many lines. */
export const toShip = (lines: number) =>
  orderWhere((o) => o.status === 1 && o.lines.length === lines && o.refundStatus === 0 && !o.userRefundSign && o.groupBuyRecordStatus === 99 && o.shippingType === 1 && !o.isUserDel);

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

export async function openOrders(path = '/order/list', account: 'admin' | 'staff' = 'admin') {
  const app = renderApp(path);
  await signIn(app.user, account, account === 'admin' ? 'admin123' : 'staff123');
  // hidden: a drawer opened by the address hides the page from the accessibility tree.
  await screen.findByRole('table', { name: '订单列表', hidden: true }, { timeout: 5000 });
  return app;
}

export const tabs = () => within(screen.getByRole('tablist', { name: '订单状态' }));
export const table = () => within(screen.getByRole('table', { name: '订单列表' }));
export const rowOf = (orderNo: string) => screen.findByRole('row', { name: new RegExp(orderNo) });
/** The order numbers of the rows shown, in order (prefixes dropped). */
export const shown = () =>
  table()
    .queryAllByRole('row')
    .slice(1)
    .map((row) => /SH\d+/.exec(within(row).queryAllByRole('cell')[1]?.textContent ?? '')?.[0])
    .filter((no): no is string => Boolean(no));

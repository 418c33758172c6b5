import { screen, within } from '@testing-library/react';
import type { DemoOrder } from '@/mocks/types/orders';
import { seeded } from '@/test/demo-data';
import { openPage } from '@/test/page';

/** What the order pages' tests share about orders and the order list (not a test file itself). */

export const orderWhere = (test: (o: DemoOrder) => boolean) => seeded('orders', test, 'order');
export const order = (orderNo: string) => orderWhere((o) => o.orderNo === orderNo);

/** An ordinary order waiting to be shipped by express, with this many lines. */
export const toShip = (lines: number) =>
  orderWhere((o) => o.status === 1 && o.lines.length === lines && o.refundStatus === 0 && !o.userRefundSign && o.groupBuyRecordStatus === 99 && o.shippingType === 1 && !o.isUserDel);

/** The order list signed in, once its table is there (a drawer opened by the address hides it). */
export const openOrders = (path = '/order/list', as: 'admin' | 'staff' = 'admin') => openPage(path, '订单列表', as);

export const tabs = () => within(screen.getByRole('tablist', { name: '订单状态' }));
export const table = () => within(screen.getByRole('table', { name: '订单列表' }));
/** An order's row, by the order number in its name (the number is shown after its type's prefix). */
export const orderRow = (orderNo: string) => screen.findByRole('row', { name: new RegExp(orderNo) });
/** The order numbers of the rows shown, in order (prefixes dropped). */
export const shown = () =>
  table()
    .queryAllByRole('row')
    .slice(1)
    .map((row) => /SH\d+/.exec(within(row).queryAllByRole('cell')[1]?.textContent ?? '')?.[0])
    .filter((no): no is string => Boolean(no));

import { screen, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import type { DemoRefund } from '@/mocks/types/orders';
import { seeded } from '@/test/demo-data';
import { openPage, type PageUser } from '@/test/page';

// What the tests of 退款单 (the list, the row actions, the details drawer) read the page and the demo backend with.

export const refundWhere = (test: (r: DemoRefund) => boolean) => seeded('refunds', test, 'refund');
export const refund = (refundOrderNo: string) => refundWhere((r) => r.refundOrderNo === refundOrderNo);
export const tabCount = (status: number) => getDb().refunds.filter((r) => status === 9 || r.refundStatus === status).length;

export const open = (path = '/order/refund', as: 'admin' | 'staff' = 'admin') => openPage(path, '退款单列表', as);

export const tabs = () => within(screen.getByRole('tablist', { name: '退款状态' }));
export const table = () => within(screen.getByRole('table', { name: '退款单列表' }));
export const refundRow = (refundOrderNo: string) => screen.findByRole('row', { name: new RegExp(refundOrderNo) });
/** The refund order numbers in the table, in order. */
export const shown = () =>
  table()
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');
export const click = async (user: PageUser, r: DemoRefund, name: string) => user.click(within(await refundRow(r.refundOrderNo)).getByRole('button', { name }));

import { act, screen, waitFor } from '@testing-library/react';
import { getFundsFlowList } from '@/api/generated/endpoints/finance/finance';
import { yuan } from '@/lib/format';
import { getDb } from '@/mocks/db';
import { fetchNow, headers, openPage, rowTexts } from '@/test/page';
import { recordRequests } from '@/test/requests';

const TABLE = '资金流水列表';

describe('资金流水', () => {
  it('shows the newest movements first: orders paid in, refunds paid out', async () => {
    await openPage('/finance/capitalFlow', TABLE);
    const expected = (await fetchNow(() => getFundsFlowList({ page: 1, limit: 15 }))).list;
    await waitFor(() => expect(rowTexts(TABLE).map((r) => r[0])).toEqual(expected.map((f) => String(f.id))));
    expect(headers(TABLE)).toEqual(['ID', '订单号', '对方信息', '交易类型', '金额', '备注', '交易时间']);
    const newestPaid = getDb()
      .orders.filter((o) => o.paid && o.payTime)
      .toSorted((a, b) => (b.payTime ?? '').localeCompare(a.payTime ?? ''))[0];
    const row = rowTexts(TABLE).find((r) => r[1] === newestPaid.orderNo);
    expect(row).toEqual([expect.any(String), newestPaid.orderNo, `${newestPaid.nikeName}UID：${newestPaid.uid}`, '订单支付', `+${yuan(newestPaid.payPrice)}`, '用户支付订单', newestPaid.payTime]);
  });

  it('asks again on every visit: finance answers are not cached', async () => {
    const requests = recordRequests();
    const { history } = await openPage('/finance/capitalFlow', TABLE);
    await waitFor(() => expect(requests.count('/funds/flow')).toBe(1));
    act(() => history.push('/finance/closingRecord'));
    await screen.findByRole('table', { name: '结算记录列表' }, { timeout: 5000 });
    act(() => history.back());
    await screen.findByRole('table', { name: TABLE }, { timeout: 5000 });
    await waitFor(() => expect(requests.count('/funds/flow')).toBe(2));
  });

  it('searches an order number: its payment and its refund, and filters by time', async () => {
    const requests = recordRequests();
    const { user, location } = await openPage('/finance/capitalFlow', TABLE);
    const refund = getDb().refunds.find((r) => r.refundStatus === 3);
    if (!refund) throw new Error('the seed needs a paid-back refund');
    await user.type(screen.getByLabelText('订单搜索'), `${refund.orderNo}{Enter}`);
    await waitFor(() => expect(rowTexts(TABLE).map((r) => r[1]).toSorted()).toEqual([refund.orderNo, refund.refundOrderNo].toSorted()));
    expect(requests.last('/funds/flow')?.url.searchParams.get('orderNo')).toBe(refund.orderNo);
    expect(location().search).toMatchObject({ orderNo: refund.orderNo });
    const out = rowTexts(TABLE).find((r) => r[1] === refund.refundOrderNo);
    expect(out?.[3]).toBe('订单退款');
    expect(out?.[4]).toBe(`-${yuan(refund.refundPrice)}`);

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screen.getByLabelText('订单搜索')).toHaveValue(''));
    await user.click(screen.getByRole('radio', { name: '今天' }));
    await waitFor(() => expect(requests.last('/funds/flow')?.url.searchParams.get('dateLimit')).toBe('today'));
    const today = new Date().toLocaleDateString('sv-SE');
    await waitFor(() => expect(rowTexts(TABLE).every((r) => r[6].startsWith(today))).toBe(true));
  });
});

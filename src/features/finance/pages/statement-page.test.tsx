import { screen, waitFor, within } from '@testing-library/react';
import { getDailyStatementList, getMonthStatementList } from '@/api/generated/endpoints/finance/finance';
import { yuan } from '@/lib/format';
import { getDb } from '@/mocks/db';
import { fetchNow, headers, openPage, rowTexts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';

const DAY_TABLE = '日账单列表';
const MONTH_TABLE = '月账单列表';

describe('账单管理', () => {
  it('lists the daily bills newest first with their amounts, and explains one in 账单详情', async () => {
    const { user } = await openPage('/finance/statement', DAY_TABLE);
    const expected = (await fetchNow(() => getDailyStatementList({ page: 1, limit: 15 }))).list;
    await waitFor(() => expect(rowTexts(DAY_TABLE)).toHaveLength(expected.length));
    expect(headers(DAY_TABLE)).toEqual(['ID', '日期', '当日结余', '平台手续费', '订单应收金额', '订单应收笔数', '订单应退金额', '订单应退笔数', '操作']);
    const first = expected[0];
    expect(rowTexts(DAY_TABLE)[0]).toEqual([
      String(first.id),
      first.dataDate,
      yuan(first.currentDayBalance),
      yuan(first.handlingFee),
      yuan(first.orderReceivable),
      String(first.payNum),
      yuan(first.orderRefundable),
      String(first.refundNum),
      '详情',
    ]);

    const busy = expected.find((s) => s.payNum > 0 && s.refundNum > 0) ?? expected.find((s) => s.payNum > 0);
    if (!busy) throw new Error('the seed needs a day with payments');
    await user.click(screen.getByRole('button', { name: `详情 ${busy.dataDate}` }));
    const dialog = await screen.findByRole('dialog', { name: '账单详情' });
    const income = within(within(dialog).getByRole('list', { name: '实际收入明细' }));
    expect(income.getByText('实际收入').closest('div')).toHaveTextContent(yuan(busy.realIncome));
    expect(income.getByText('订单应收').closest('div')).toHaveTextContent(yuan(busy.orderReceivable));
    expect(income.getByText('订单实际支付').closest('div')).toHaveTextContent(`共${busy.payNum}笔${yuan(busy.orderRealIncome)}`);
    expect(income.getByText('平台优惠券补贴').closest('div')).toHaveTextContent(yuan(busy.platCouponPrice));
    expect(income.getByText('订单应退').closest('div')).toHaveTextContent(yuan(busy.orderRefundable));
    expect(income.getByText('订单实际退款').closest('div')).toHaveTextContent(`共${busy.refundNum}笔${yuan(busy.orderRealRefund)}`);
    const spent = within(within(dialog).getByRole('list', { name: '实际支出明细' }));
    expect(spent.getByText('实际支出').closest('div')).toHaveTextContent(yuan(busy.actualExpenditure));
    expect(spent.getByText('平台手续费').closest('div')).toHaveTextContent(yuan(busy.handlingFee));
    expect(spent.getByText('支付手续费').closest('div')).toHaveTextContent(yuan(busy.payHandlingFee));
    expect(spent.getByText('退还手续费').closest('div')).toHaveTextContent(yuan(busy.refundHandlingFee));
    expect(spent.getByText('佣金').closest('div')).toHaveTextContent(yuan(busy.brokerage));
    expect(within(dialog).getByRole('list', { name: '结余' })).toHaveTextContent(`当日结余= 实际收入 − 实际支出${yuan(busy.currentDayBalance)}`);
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '账单详情' })).not.toBeInTheDocument());
  });

  it('sends a day range from the address and from the picker', async () => {
    const requests = recordRequests();
    const day = getDb().orders.find((o) => o.paid && o.payTime)?.payTime?.slice(0, 10) ?? '';
    const { user, location } = await openPage(`/finance/statement?dateLimit=${day},${day}`, DAY_TABLE);
    await waitFor(() => expect(rowTexts(DAY_TABLE).map((r) => r[1])).toEqual([day]));
    expect(requests.last('/daily/statement/list')?.url.searchParams.get('dateLimit')).toBe(`${day},${day}`);
    await user.click(screen.getByRole('radio', { name: '最近7天' }));
    await waitFor(() => expect(location().search).toMatchObject({ dateLimit: 'lately7' }));
    await waitFor(() => expect(rowTexts(DAY_TABLE)).toHaveLength(7));
    expect(requests.last('/daily/statement/list')?.url.searchParams.get('dateLimit')).toBe('lately7');
  });

  it('switches to 月账单 in the address and picks a month', async () => {
    const requests = recordRequests();
    const { user, location } = await openPage('/finance/statement', DAY_TABLE);
    await user.click(screen.getByRole('tab', { name: '月账单' }));
    await waitFor(() => expect(location().search).toMatchObject({ type: 'month' }));
    await screen.findByRole('table', { name: MONTH_TABLE });
    const months = (await fetchNow(() => getMonthStatementList({ page: 1, limit: 15 }))).list;
    await waitFor(() => expect(rowTexts(MONTH_TABLE).map((r) => r[1])).toEqual(months.map((m) => m.dataDate)));
    expect(headers(MONTH_TABLE)).toContain('当月结余');

    // A first month alone is that month; the range goes as the reference backend reads it.
    const month = months[1];
    await chooseOption(user, screen.getByLabelText('开始月份'), month.dataDate);
    await waitFor(() => expect(rowTexts(MONTH_TABLE)).toEqual([expect.arrayContaining([month.dataDate, yuan(month.currentDayBalance), yuan(month.orderReceivable)])]));
    const range = `${month.dataDate},${month.dataDate}`;
    expect(requests.last('/month/statement/list')?.url.searchParams.get('dateLimit')).toBe(range);
    expect(location().search).toMatchObject({ type: 'month', dateLimit: range });
    await chooseOption(user, screen.getByLabelText('结束月份'), months[0].dataDate);
    await waitFor(() => expect(rowTexts(MONTH_TABLE).map((r) => r[1])).toEqual([months[0].dataDate, month.dataDate]));

    await user.click(screen.getByRole('button', { name: `详情 ${month.dataDate}` }));
    const dialog = await screen.findByRole('dialog', { name: '账单详情' });
    expect(within(dialog).getByRole('list', { name: '结余' })).toHaveTextContent(`当月结余= 实际收入 − 实际支出${yuan(month.currentDayBalance)}`);
  });
});

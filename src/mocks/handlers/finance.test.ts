import { Big } from 'big.js';
import {
  applyClosing,
  getClosingBaseInfo,
  getClosingRecordDetail,
  getClosingRecordList,
  getDailyStatementList,
  getFundsFlowList,
  getMonthStatementList,
  getUserClosingList,
} from '@/api/generated/endpoints/finance/finance';
import { auditRefund } from '@/api/generated/endpoints/refund/refund';
import type { Statement } from '@/api/generated/model';
import { addMoney, compareMoney, money, subMoney } from '@/lib/format';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';
import { dateRangeOf } from '@/mocks/date-limit';

/** The exact sum of amounts, as the API writes one: decimal text to the cent. */
const sum = (values: readonly string[]) => addMoney(...values);
const all = { page: 1, limit: 9999 };

/** The bill's parts add up as the reference backend defines them, exactly. */
function expectConsistent(s: Statement) {
  expect(s.orderReceivable).toBe(sum([s.orderRealIncome, s.platCouponPrice, s.integralPrice]));
  expect(s.orderRefundable).toBe(sum([s.orderRealRefund, s.refundPlatCouponPrice, s.refundIntegralPrice]));
  expect(s.realIncome).toBe(subMoney(s.orderReceivable, s.orderRefundable));
  expect(s.handlingFee).toBe(subMoney(s.payHandlingFee, s.refundHandlingFee));
  expect(s.brokerage).toBe(subMoney(s.brokeragePrice, s.refundBrokeragePrice));
  expect(s.actualExpenditure).toBe(sum([s.handlingFee, s.brokerage]));
  expect(s.currentDayBalance).toBe(subMoney(s.realIncome, s.actualExpenditure));
}

/** The demo backend of finance, called as the console calls it. */
describe('the demo backend of finance', () => {
  beforeEach(() => {
    switchRole('admin');
    getDb().orderSettings.refundDelayMs = 0;
  });

  it('derives the capital flow from paid orders and paid-back refunds, newest first, and finds a refund by its order number', async () => {
    const flows = (await getFundsFlowList(all)).list;
    const paid = getDb().orders.filter((o) => o.paid && o.payTime);
    for (const o of paid) {
      expect(flows).toContainEqual(expect.objectContaining({ orderNo: o.orderNo, pm: 1, type: 'pay_order', amount: o.payPrice, createTime: o.payTime, nickName: o.nikeName, uid: o.uid }));
    }
    expect(flows.filter((f) => f.type === 'refund_order' && f.orderNo.startsWith('TK') && getDb().refunds.some((r) => r.refundOrderNo === f.orderNo))).toHaveLength(getDb().refunds.filter((r) => r.refundStatus === 3).length);
    expect(flows.map((f) => f.createTime)).toEqual(flows.map((f) => f.createTime).toSorted().toReversed());
    expect(getDb().fundsHistory.length).toBeGreaterThan(0);
    expect(flows.length).toBe(getDb().fundsHistory.length + paid.length + getDb().refunds.filter((r) => r.refundStatus === 3).length);

    const pending = getDb().refunds.find((r) => r.refundStatus === 0 && r.afterSalesType === 1);
    if (!pending) throw new Error('the seed needs a refund to approve');
    await auditRefund({ refundOrderNo: pending.refundOrderNo, auditType: 'success' });
    const [newest] = (await getFundsFlowList({ page: 1, limit: 1 })).list;
    expect(newest).toMatchObject({ orderNo: pending.refundOrderNo, pm: 0, type: 'refund_order', amount: pending.refundPrice, id: flows.length + 1 });
    const byOrder = await getFundsFlowList({ orderNo: pending.orderNo });
    expect(byOrder.list.map((f) => f.type).toSorted()).toEqual(['pay_order', 'refund_order']);
  });

  it('filters the flow by a day range', async () => {
    const first = getDb().orders.find((o) => o.paid && o.payTime);
    const day = first?.payTime?.slice(0, 10) ?? '';
    const page = await getFundsFlowList({ ...all, dateLimit: `${day},${day}` });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((f) => f.createTime.startsWith(day))).toBe(true);
  });

  it('adds up each day to the cent from the same flows, and each month from its days', async () => {
    const flows = (await getFundsFlowList(all)).list;
    const days = (await getDailyStatementList(all)).list;
    expect(days[0].dataDate).toBe(new Date().toLocaleDateString('sv-SE'));
    for (const d of days) expectConsistent(d);
    const busy = days.find((d) => d.payNum > 1 && d.refundNum > 0) ?? days.find((d) => d.payNum > 1);
    if (!busy) throw new Error('the seed needs a busy day');
    const ofDay = flows.filter((f) => f.createTime.startsWith(busy.dataDate));
    const pays = ofDay.filter((f) => f.type === 'pay_order');
    expect(busy.payNum).toBe(pays.length);
    expect(busy.orderRealIncome).toBe(sum(pays.map((f) => f.amount)));
    expect(busy.orderRealRefund).toBe(sum(ofDay.filter((f) => f.type === 'refund_order').map((f) => f.amount)));
    // The platform's 5 % is taken per payment, to the cent.
    const rate = getDb().baseInfo.handlingFee;
    const history = getDb().fundsHistory;
    const gross = (orderNo: string, amount: string) => {
      const h = history.find((x) => x.orderNo === orderNo);
      const o = getDb().orders.find((x) => x.orderNo === orderNo);
      return new Big(amount).plus(h?.platCouponPrice ?? o?.platCouponPrice ?? 0).plus(h?.integralPrice ?? o?.integralPrice ?? 0);
    };
    expect(busy.payHandlingFee).toBe(sum(pays.map((f) => money(gross(f.orderNo, f.amount).times(rate).div(100).round(2, Big.roundHalfUp)))));

    const one = await getDailyStatementList({ dateLimit: busy.dataDate });
    expect(one.list).toEqual([busy]);

    const months = (await getMonthStatementList(all)).list;
    for (const m of months) {
      expectConsistent(m);
      const ofMonth = days.filter((d) => d.dataDate.startsWith(m.dataDate));
      expect(m.orderReceivable).toBe(sum(ofMonth.map((d) => d.orderReceivable)));
      expect(m.handlingFee).toBe(sum(ofMonth.map((d) => d.handlingFee)));
      expect(m.currentDayBalance).toBe(sum(ofMonth.map((d) => d.currentDayBalance)));
      expect(m.payNum).toBe(ofMonth.reduce((n, d) => n + d.payNum, 0));
    }
    const month = months[1];
    // A range of months, the one form the reference backend reads (a single month it refuses).
    expect((await getMonthStatementList({ dateLimit: `${month.dataDate},${month.dataDate}` })).list).toEqual([month]);
    expect((await getMonthStatementList({ dateLimit: `${months[1].dataDate},${months[0].dataDate}` })).list).toEqual([months[0], months[1]]);
    await expect(getMonthStatementList({ dateLimit: month.dataDate })).rejects.toThrow('选择时间参数格式错误范围');
    await expect(getMonthStatementList({ dateLimit: '2024/01,2024/02' })).rejects.toThrow('选择时间参数格式错误范围');
  });

  it('derives the balances as the reference backend: opening + every day’s balance − approved settlements; available is that less the deposit (保证金)', async () => {
    const info = await getClosingBaseInfo();
    const days = (await getDailyStatementList(all)).list;
    const { closingSettings: c, closings } = getDb();
    const amounts = (audit: number) => closings.filter((x) => x.auditStatus === audit).map((x) => x.amount);
    expect(info.balance).toBe(subMoney(sum([c.openingBalance, ...days.map((d) => d.currentDayBalance)]), sum(amounts(1))));
    expect(info.transferBalance).toBe(subMoney(info.balance, c.guaranteedAmount));
    expect(info).toMatchObject({ transferMinAmount: '100.00', transferMaxAmount: '50000.00', guaranteedAmount: '5000.00', freezeAmount: '1000.00', settlementType: 'bank', bankCard: getDb().settlementInfo.bankCard });
  });

  it('refuses any settlement while the balance does not exceed the deposit, as the reference backend', async () => {
    const { balance } = await getClosingBaseInfo();
    getDb().closingSettings.guaranteedAmount = balance;
    expect((await getClosingBaseInfo()).transferBalance).toBe('0.00');
    await expect(applyClosing({ closingType: 'bank', amount: '100' })).rejects.toThrow('商户余额不足提现保证金');
  });

  it('checks a settlement against the limits and the account of the store’s own settlement type, then lists it', async () => {
    const before = await getClosingBaseInfo();
    await expect(applyClosing({ closingType: 'bank', amount: '99.99' })).rejects.toThrow('提现金额小于最小提现金额');
    await expect(applyClosing({ closingType: 'bank', amount: '50000.01' })).rejects.toThrow('提现金额大于最高提现金额');
    // The account checked is that of the store's own type (bank), whatever type is asked for.
    const bankUserName = getDb().settlementInfo.bankUserName;
    getDb().settlementInfo.bankUserName = '';
    await expect(applyClosing({ closingType: 'bank', amount: '200' })).rejects.toThrow('请先在配置中进行商户转账信息配置');
    getDb().settlementInfo.bankUserName = bankUserName;

    await applyClosing({ closingType: 'bank', amount: '1234.56', mark: '月底结算' });
    const [newest] = (await getClosingRecordList({ page: 1, limit: 1 })).list;
    expect(newest).toMatchObject({ amount: '1234.56', closingType: 'bank', auditStatus: 0, accountStatus: 0 });
    expect(newest.closingNo).toMatch(/^CM\d{14}\d{4}$/);
    const after = await getClosingBaseInfo();
    // Awaiting review, it takes nothing yet (the reference counts only what the platform approved).
    expect(after.transferBalance).toBe(before.transferBalance);
    expect(after.balance).toBe(before.balance);
    const detail = await getClosingRecordDetail(newest.closingNo);
    expect(detail).toMatchObject({ closingName: '张店长', closingBank: '中国工商银行', closingBankCard: getDb().settlementInfo.bankCard, mark: '月底结算' });
    await expect(getClosingRecordDetail('JS000')).rejects.toThrow('结算记录不存在');

    // Not held against what is available: the platform reviews every application.
    const tooMuch = addMoney(before.transferBalance, '0.01');
    expect(compareMoney(tooMuch, 50000)).toBe(-1);
    await applyClosing({ closingType: 'bank', amount: tooMuch });
    expect(getDb().closings.at(-1)?.amount).toBe(money(tooMuch));

    // Another type is taken with the account of the store's settings, paid to its real name.
    Object.assign(getDb().settlementInfo, { alipayCode: 'shop@example.com' });
    await applyClosing({ closingType: 'alipay', amount: '100' });
    expect(getDb().closings.at(-1)?.amount).toBe('100.00');
    expect(getDb().closings.at(-1)).toMatchObject({ closingType: 'alipay', alipayAccount: 'shop@example.com', closingName: '张店长' });
    expect(await getClosingRecordDetail(getDb().closings.at(-1)!.closingNo)).toMatchObject({ closingName: '张店长', realName: '张店长' });
  });

  it('filters settlements by state, type, number and date', async () => {
    const { closings } = getDb();
    for (const auditStatus of [0, 1, 2] as const) {
      const page = await getClosingRecordList({ ...all, auditStatus });
      expect(page.total).toBe(closings.filter((c) => c.auditStatus === auditStatus).length);
      expect(page.total).toBeGreaterThan(0);
    }
    expect((await getClosingRecordList({ ...all, accountStatus: 1 })).total).toBe(closings.filter((c) => c.accountStatus === 1).length);
    expect((await getClosingRecordList({ ...all, closingType: 'wechat' })).list.every((c) => c.closingType === 'wechat')).toBe(true);
    const sample = closings[3];
    expect((await getClosingRecordList({ closingNo: sample.closingNo.slice(-8) })).list.map((c) => c.id)).toContain(sample.id);
    const recent = await getClosingRecordList({ ...all, dateLimit: 'lately7' });
    const [from, to] = dateRangeOf('lately7') ?? ['', ''];
    expect(recent.total).toBe(closings.filter((c) => c.createTime >= from && c.createTime <= to).length);
    expect(recent.total).toBeGreaterThan(0);
  });

  it('lists users’ withdrawals newest first, by state, type and a number, nickname or uid', async () => {
    const rows = getDb().userClosings;
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const status of [-1, 0, 1] as const) expect((await getUserClosingList({ ...all, status })).total).toBe(rows.filter((r) => r.status === status).length);
    for (const closingType of ['bank', 'wechat', 'alipay'] as const) expect((await getUserClosingList({ ...all, closingType })).list.every((r) => r.closingType === closingType)).toBe(true);
    const page = await getUserClosingList(all);
    expect(page.list.map((r) => r.createTime)).toEqual(page.list.map((r) => r.createTime).toSorted().toReversed());
    const sample = rows[5];
    expect((await getUserClosingList({ keywords: String(sample.uid) })).list.every((r) => r.uid === sample.uid)).toBe(true);
    expect((await getUserClosingList({ keywords: sample.closingNo })).list.map((r) => r.id)).toEqual([sample.id]);
    expect((await getUserClosingList({ ...all, keywords: sample.nickname })).total).toBe(rows.filter((r) => r.nickname.includes(sample.nickname)).length);
  });
});

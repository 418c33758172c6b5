import { Big } from 'big.js';
import type {
  ClosingApplyRequest,
  ClosingBaseInfo,
  ClosingDetail,
  ClosingRecord,
  ClosingType,
  FundsFlow,
  GetClosingRecordListParams,
  GetDailyStatementListParams,
  GetFundsFlowListParams,
  GetMonthStatementListParams,
  GetUserClosingListParams,
  Statement,
  UserClosing,
} from '@/api/generated/model';
import { addMoney, compareMoney, money } from '@/lib/format';
import { dateRangeOf } from '../date-limit';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import type { DemoClosing, DemoFlow } from '../types/finance';
import { closingNumber } from './numbers';
import { settleRefunds } from './refund';
import { formatDateTime } from './time';

// 财务: the store's money, bills and settlements, all derived from or kept with the orders they rest on.

type Listed = DemoFlow & { id: number };

/**
 * Every movement of the store's money, oldest first and numbered: the seeded history, then one
 * entry per paid order (at its pay time) and per refund paid back (at its refund time), read from
 * the orders and refunds as they are now.
 */
function allFlows(): Listed[] {
  settleRefunds();
  const db = getDb();
  const derived: DemoFlow[] = [];
  for (const o of db.orders) {
    if (!o.paid || !o.payTime) continue;
    derived.push({ orderNo: o.orderNo, pm: 1, amount: o.payPrice, type: 'pay_order', mark: '用户支付订单', createTime: o.payTime, nickName: o.nikeName, uid: o.uid, platCouponPrice: o.platCouponPrice, integralPrice: o.integralPrice, brokerage: money(0) });
  }
  for (const r of db.refunds) {
    if (r.refundStatus !== 3 || !r.refundTime) continue;
    const brokerage = addMoney(r.refundFirstBrokerageFee, r.refundSecondBrokerageFee);
    derived.push({ orderNo: r.refundOrderNo, relatedOrderNo: r.orderNo, pm: 0, amount: r.refundPrice, type: 'refund_order', mark: '订单退款给用户', createTime: r.refundTime, nickName: r.userNickName, uid: r.uid, platCouponPrice: money(0), integralPrice: money(0), brokerage });
  }
  return [...db.fundsHistory, ...derived]
    .toSorted((a, b) => a.createTime.localeCompare(b.createTime) || a.orderNo.localeCompare(b.orderNo))
    .map((f, i) => ({ ...f, id: i + 1 }));
}

const toFlow = ({ id, orderNo, pm, amount, type, mark, createTime, nickName, uid }: Listed): FundsFlow => ({ id, orderNo, pm, amount, type, mark, createTime, nickName, uid, merName: getDb().baseInfo.name });

// Bills

/** A bill's amounts before they are answered: exact decimals. */
interface Sums {
  orderRealIncome: Big;
  platCouponPrice: Big;
  integralPrice: Big;
  orderRealRefund: Big;
  refundPlatCouponPrice: Big;
  refundIntegralPrice: Big;
  payHandlingFee: Big;
  refundHandlingFee: Big;
  brokeragePrice: Big;
  refundBrokeragePrice: Big;
  payNum: number;
  refundNum: number;
}

const SUM_KEYS = ['orderRealIncome', 'platCouponPrice', 'integralPrice', 'orderRealRefund', 'refundPlatCouponPrice', 'refundIntegralPrice', 'payHandlingFee', 'refundHandlingFee', 'brokeragePrice', 'refundBrokeragePrice'] as const;

const emptySums = (): Sums => ({ ...(Object.fromEntries(SUM_KEYS.map((k) => [k, new Big(0)])) as Record<(typeof SUM_KEYS)[number], Big>), payNum: 0, refundNum: 0 });

/** The platform's fee on one payment or refund: its whole amount (subsidies included) times the store's rate, to the cent. */
const feeOf = (gross: Big) => gross.times(getDb().baseInfo.handlingFee).div(100).round(2, Big.roundHalfUp);

function addFlow(sums: Sums, f: DemoFlow) {
  const gross = new Big(f.amount).plus(f.platCouponPrice).plus(f.integralPrice);
  if (f.type === 'pay_order') {
    sums.orderRealIncome = sums.orderRealIncome.plus(f.amount);
    sums.platCouponPrice = sums.platCouponPrice.plus(f.platCouponPrice);
    sums.integralPrice = sums.integralPrice.plus(f.integralPrice);
    sums.payHandlingFee = sums.payHandlingFee.plus(feeOf(gross));
    sums.brokeragePrice = sums.brokeragePrice.plus(f.brokerage);
    sums.payNum += 1;
  } else {
    sums.orderRealRefund = sums.orderRealRefund.plus(f.amount);
    sums.refundPlatCouponPrice = sums.refundPlatCouponPrice.plus(f.platCouponPrice);
    sums.refundIntegralPrice = sums.refundIntegralPrice.plus(f.integralPrice);
    sums.refundHandlingFee = sums.refundHandlingFee.plus(feeOf(gross));
    sums.refundBrokeragePrice = sums.refundBrokeragePrice.plus(f.brokerage);
    sums.refundNum += 1;
  }
}

function addSums(into: Sums, from: Sums) {
  for (const k of SUM_KEYS) into[k] = into[k].plus(from[k]);
  into.payNum += from.payNum;
  into.refundNum += from.refundNum;
}

/** An exact sum as the API writes it: decimal text to the cent. */
const num = (b: Big) => money(b);

/**
 * A bill as the reference backend derives it: 订单应收 = 实际支付 + 平台优惠券补贴 + 平台积分补贴,
 * 订单应退 likewise, 实际收入 = 应收 − 应退; 平台手续费 = 支付手续费 − 退还手续费 and 佣金 = 支付佣金 −
 * 退还佣金 make up 实际支出; 结余 = 实际收入 − 实际支出.
 */
function toStatement(id: number, dataDate: string, s: Sums): Statement {
  const orderReceivable = s.orderRealIncome.plus(s.platCouponPrice).plus(s.integralPrice);
  const orderRefundable = s.orderRealRefund.plus(s.refundPlatCouponPrice).plus(s.refundIntegralPrice);
  const realIncome = orderReceivable.minus(orderRefundable);
  const handlingFee = s.payHandlingFee.minus(s.refundHandlingFee);
  const brokerage = s.brokeragePrice.minus(s.refundBrokeragePrice);
  const actualExpenditure = handlingFee.plus(brokerage);
  return {
    id,
    dataDate,
    realIncome: num(realIncome),
    orderReceivable: num(orderReceivable),
    orderRealIncome: num(s.orderRealIncome),
    platCouponPrice: num(s.platCouponPrice),
    integralPrice: num(s.integralPrice),
    orderRefundable: num(orderRefundable),
    orderRealRefund: num(s.orderRealRefund),
    refundPlatCouponPrice: num(s.refundPlatCouponPrice),
    refundIntegralPrice: num(s.refundIntegralPrice),
    actualExpenditure: num(actualExpenditure),
    handlingFee: num(handlingFee),
    payHandlingFee: num(s.payHandlingFee),
    refundHandlingFee: num(s.refundHandlingFee),
    brokerage: num(brokerage),
    brokeragePrice: num(s.brokeragePrice),
    refundBrokeragePrice: num(s.refundBrokeragePrice),
    payNum: s.payNum,
    refundNum: s.refundNum,
    currentDayBalance: num(realIncome.minus(actualExpenditure)),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** One bill a day, from the day of the oldest flow to today (days without money have a bill of zeros). */
function dailySums(): Array<[string, Sums]> {
  const byDay = new Map<string, Sums>();
  const flows = allFlows();
  for (const f of flows) {
    const day = f.createTime.slice(0, 10);
    const sums = byDay.get(day) ?? emptySums();
    addFlow(sums, f);
    byDay.set(day, sums);
  }
  const first = flows[0]?.createTime.slice(0, 10);
  if (!first) return [];
  const days: Array<[string, Sums]> = [];
  const today = dayOf(new Date());
  for (let d = new Date(`${first}T00:00:00`); dayOf(d) <= today; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) {
    days.push([dayOf(d), byDay.get(dayOf(d)) ?? emptySums()]);
  }
  return days;
}

/** Months add up their days' bills (fees included), so a month is exactly the sum of its days. */
function monthlySums(): Array<[string, Sums]> {
  const byMonth = new Map<string, Sums>();
  for (const [day, sums] of dailySums()) {
    const month = day.slice(0, 7);
    const total = byMonth.get(month) ?? emptySums();
    addSums(total, sums);
    byMonth.set(month, total);
  }
  return [...byMonth];
}

/** Bills are numbered oldest first and answered newest first. */
const numbered = (rows: Array<[string, Sums]>) => rows.map(([date, sums], i) => toStatement(i + 1, date, sums)).toReversed();

// Settlements

/**
 * The store's money for settlements, as the reference backend counts it (FinanceServiceImpl
 * getClosingBaseInfo): 商户余额 = the opening balance + every day's 结余 − the settlements the platform
 * approved (paid out or being paid); 可转账余额 = 商户余额 − 保证金, none while the balance does not exceed
 * the deposit. 冻结金额 is shown for what it is, and a settlement awaiting review takes nothing yet.
 */
function closingBalances() {
  const db = getDb();
  const settings = db.closingSettings;
  const earned = dailySums().reduce((sum, [date, s]) => sum.plus(toStatement(0, date, s).currentDayBalance), new Big(0));
  const approved = db.closings.filter((c) => c.auditStatus === 1).reduce((sum, c) => sum.plus(c.amount), new Big(0));
  const balance = new Big(settings.openingBalance).plus(earned).minus(approved);
  const deposit = new Big(settings.guaranteedAmount);
  return { balance, available: balance.lte(deposit) ? new Big(0) : balance.minus(deposit) };
}

/** What a settlement of a type copies from the store's settlement settings (blank fields left out), as the reference's record keeps it. */
const filled = (fields: Partial<ClosingDetail>) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v)) as Partial<ClosingDetail>;

function accountFor(type: ClosingType): Partial<ClosingDetail> {
  const s = getDb().settlementInfo;
  if (type === 'bank') return filled({ closingName: s.bankUserName, closingBank: s.bankName, closingBankCard: s.bankCard });
  if (type === 'wechat') return filled({ wechatNo: s.wechatCode, closingName: s.realName, paymentCode: s.wechatQrcodeUrl });
  return filled({ alipayAccount: s.alipayCode, closingName: s.realName, paymentCode: s.alipayQrcodeUrl });
}

/** Whether the account of the store's own settlement type is filled in (the name for a bank, else the account). */
function configuredAccount(): boolean {
  const s = getDb().settlementInfo;
  return Boolean(s.settlementType === 'bank' ? s.bankUserName : s.settlementType === 'wechat' ? s.wechatCode : s.alipayCode);
}

export function closingBaseInfo(): ClosingBaseInfo {
  const db = getDb();
  const { balance, available } = closingBalances();
  const { settlementInfo: s, closingSettings: c } = db;
  const info: ClosingBaseInfo = {
    guaranteedAmount: c.guaranteedAmount,
    transferMinAmount: c.transferMinAmount,
    transferMaxAmount: c.transferMaxAmount,
    balance: num(balance),
    transferBalance: num(available),
    freezeAmount: c.freezeAmount,
    settlementType: s.settlementType,
  };
  for (const key of ['bankUserName', 'bankName', 'bankCard', 'wechatCode', 'wechatQrcodeUrl', 'realName', 'alipayCode', 'alipayQrcodeUrl'] as const) {
    const value = s[key];
    if (value) info[key] = value;
  }
  return info;
}

const MONEY_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * A settlement the store may ask for, checked as the reference checks it: the balance above the deposit,
 * the per-transfer limits, then the account of the store's own settlement type filled in. It does not
 * hold the amount against the balance (the platform reviews every application). The demo also keeps the
 * amount to the cent, which the reference's column rounds to.
 */
function validateApply({ closingType, amount, mark }: ClosingApplyRequest) {
  if (!MONEY_TEXT.test(amount)) return fail(400, '请输入正确的申请金额（最多两位小数）');
  const { closingSettings: c } = getDb();
  const { balance } = closingBalances();
  if (balance.lte(c.guaranteedAmount)) return fail(400, '商户余额不足提现保证金');
  if (compareMoney(amount, c.transferMinAmount) < 0) return fail(400, '提现金额小于最小提现金额');
  if (compareMoney(amount, c.transferMaxAmount) > 0) return fail(400, '提现金额大于最高提现金额');
  if (!configuredAccount()) return fail(400, '请先在配置中进行商户转账信息配置');
  return { account: accountFor(closingType), mark: mark ?? '' };
}

const toRecord = ({ id, closingNo, amount, closingType, accountStatus, auditStatus, auditName, auditTime, createTime }: DemoClosing): ClosingRecord => ({
  id,
  closingNo,
  amount,
  closingType,
  accountStatus,
  auditStatus,
  ...(auditName ? { auditName } : {}),
  ...(auditTime ? { auditTime } : {}),
  createTime,
});

const inRange = (time: string | undefined, range: [string, string] | null) => !range || (time !== undefined && time >= range[0] && time <= range[1]);
const newestFirst = <T extends { createTime: string; id: number }>(a: T, b: T) => b.createTime.localeCompare(a.createTime) || b.id - a.id;

/** A bill filter: a day or a range of days (or a keyword) for daily bills. */
function dayRange(dateLimit: string | undefined): [string, string] | null | 'bad' {
  if (!dateLimit) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(dateLimit)) return [dateLimit, dateLimit];
  const range = dateRangeOf(dateLimit);
  return range ? [range[0].slice(0, 10), range[1].slice(0, 10)] : 'bad';
}

const toUserClosing = (c: UserClosing): UserClosing => {
  const user = getDb().users.find((u) => u.id === c.uid);
  return user ? { ...c, nickname: user.nickname, avatar: user.avatar } : c;
};

// The calls

/** The capital flow, newest first; an order number finds a refund by the order it pays back. */
export function fundsFlowPage(q: GetFundsFlowListParams) {
  const orderNo = (q.orderNo ?? '').trim();
  const range = dateRangeOf(q.dateLimit);
  const rows = allFlows()
    .filter((f) => (!orderNo || f.orderNo.includes(orderNo) || (f.relatedOrderNo?.includes(orderNo) ?? false)) && inRange(f.createTime, range))
    .toReversed();
  return pageOf(rows, q, toFlow);
}

export function dailyStatementPage(q: GetDailyStatementListParams) {
  const range = dayRange(q.dateLimit);
  if (range === 'bad') return fail(400, '日期格式不正确');
  const rows = numbered(dailySums()).filter((s) => !range || (s.dataDate >= range[0] && s.dataDate <= range[1]));
  return pageOf(rows, q);
}

/** The reference backend's refusal of anything but a month range (CrmebDateUtil.getMonthLimit). */
const MONTH_RANGE_FORMAT = '选择时间参数格式错误范围（格式：yyyy-MM，两个时间范围用逗号分割）';

export function monthStatementPage(q: GetMonthStatementListParams) {
  const limit = (q.dateLimit ?? '').trim();
  const months = limit.split(',');
  if (limit && (months.length !== 2 || !months.every((m) => /^\d{4}-\d{2}$/.test(m)))) return fail(400, MONTH_RANGE_FORMAT);
  const [first, last] = months.toSorted();
  const rows = numbered(monthlySums()).filter((s) => !limit || (s.dataDate >= first && s.dataDate <= last));
  return pageOf(rows, q);
}

/** A settlement asked for: checked, numbered, and left for the platform to review. */
export function applyClosing(body: ClosingApplyRequest) {
  const checked = validateApply(body);
  if (isError(checked)) return checked;
  const db = getDb();
  const now = new Date();
  const id = Math.max(0, ...db.closings.map((c) => c.id)) + 1;
  const today = formatDateTime(now).slice(0, 10);
  const seq = db.closings.filter((c) => c.createTime.startsWith(today)).length + 1;
  db.closings.push({
    id,
    closingNo: closingNumber(now, seq),
    amount: money(body.amount),
    closingType: body.closingType,
    ...checked.account,
    accountStatus: 0,
    auditStatus: 0,
    createTime: formatDateTime(now),
    ...(checked.mark ? { mark: checked.mark } : {}),
  });
  commit();
  return null;
}

export function closingRecordPage(q: GetClosingRecordListParams) {
  const closingNo = (q.closingNo ?? '').trim();
  const range = dateRangeOf(q.dateLimit);
  const rows = getDb()
    .closings.filter(
      (c) =>
        (!closingNo || c.closingNo.includes(closingNo)) &&
        (!q.closingType || c.closingType === q.closingType) &&
        (q.auditStatus === undefined || c.auditStatus === q.auditStatus) &&
        (q.accountStatus === undefined || c.accountStatus === q.accountStatus) &&
        inRange(c.createTime, range),
    )
    .toSorted(newestFirst);
  return pageOf(rows, q, toRecord);
}

/** A settlement's details; its 真实姓名 is the name it was paid to, whatever the type (as the reference answers it). */
export function closingRecordDetail(closingNo: string) {
  const closing = getDb().closings.find((c) => c.closingNo === closingNo);
  if (!closing) return fail(404, '结算记录不存在');
  const name = closing.closingName ?? closing.realName;
  return name ? { ...closing, realName: name } : closing;
}

/** Users' withdrawals, newest first; keywords find a withdrawal number, a nickname or a uid. */
export function userClosingPage(q: GetUserClosingListParams) {
  const keywords = (q.keywords ?? '').trim();
  const range = dateRangeOf(q.dateLimit);
  const rows = getDb()
    .userClosings.map(toUserClosing)
    .filter(
      (c) =>
        (q.status === undefined || c.status === q.status) &&
        (!q.closingType || c.closingType === q.closingType) &&
        (!keywords || c.closingNo.includes(keywords) || c.nickname.includes(keywords) || String(c.uid) === keywords) &&
        inRange(c.createTime, range),
    )
    .toSorted(newestFirst);
  return pageOf(rows, q);
}

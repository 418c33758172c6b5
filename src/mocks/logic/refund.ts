import type { ErrorResult, GetRefundListParams, GetRefundStatusNumParams, RefundAuditRequest, RefundDetail, RefundListItem, RefundStatusNum } from '@/api/generated/model';
import { EXPRESS_RETURN } from '@/lib/domain/refund';
import { dateRangeOf } from '../date-limit';
import { commit, getDb } from '../db';
import { compareText, fail, isError, pageOf } from '../lib';
import type { DemoRefund } from '../types/orders';
import { settleOrder } from './order-lifecycle';
import { countRefunded, logStep as step, payBack, paybackAmount, refunded } from './refund-money';
import { matchesSearch } from './user';

// Refund orders (售后) as the reference backend moves them (RefundOrderManagerServiceImpl): the merchant's
// review, the goods sent back and received (or refused), and the money paid back through the payment
// channel (WeChat's callback after the demo's delay). Refusals and flow steps in the reference's words.

function find(refundOrderNo: string): DemoRefund | ErrorResult {
  return getDb().refunds.find((r) => r.refundOrderNo === refundOrderNo) ?? fail(5501, '退款单不存在');
}

const STATUS_ABNORMAL = '退款单状态异常';

/** The order line a refund is for, with its order. */
function lineOf(r: DemoRefund) {
  const order = getDb().orders.find((o) => o.orderNo === r.orderNo);
  const line = order?.lines.find((l) => l.id === r.refundOrderInfo.orderDetailId);
  return order && line ? { order, line } : null;
}

/**
 * The money of an approved request goes back: the line counts the pieces as refunded now, and the order's
 * payment channel pays (a WeChat refund waits for its callback).
 */
function refundMoney(r: DemoRefund, now = Date.now()) {
  delete r.returnAt;
  const found = lineOf(r);
  if (!found) return;
  const { order, line } = found;
  const amount = paybackAmount(line, r.applyRefundNum);
  r.refundPrice = amount;
  r.refundOrderInfo.refundPrice = amount;
  line.applyRefundNum = Math.max(0, line.applyRefundNum - r.applyRefundNum);
  countRefunded(line, r.applyRefundNum, amount);
  payBack(r, order.payType, now);
  settleOrder(order);
}

/** The request ends without a refund: the line's asked-back count is released. */
function releaseRequest(r: DemoRefund) {
  const found = lineOf(r);
  if (found) {
    const { order, line } = found;
    line.applyRefundNum = Math.max(0, line.applyRefundNum - r.applyRefundNum);
    settleOrder(order);
  }
}

/** Moves refunds along whose time has come: the payment channel pays, the user posts goods back. */
export function settleRefunds(now = Date.now()) {
  let changed = false;
  for (const r of getDb().refunds) {
    if (r.refundStatus === 2 && r.refundAt !== undefined && r.refundAt <= now) {
      refunded(r, r.refundAt);
      changed = true;
    }
    if (r.refundStatus === 4 && r.returnAt !== undefined && r.returnAt <= now) {
      r.refundStatus = 5;
      if (r.returnGoodsType === EXPRESS_RETURN) {
        r.expressName = '顺丰速运';
        r.trackingNumber = `SF${String(7_700_000_000 + getDb().refunds.indexOf(r) * 97).padStart(10, '0')}`;
      }
      delete r.returnAt;
      step(r, 'returning', '售后单用户退回商品', now);
      changed = true;
    }
  }
  if (changed) commit();
}

/** An approved return: the user sends or brings the goods back, after the demo's delay. */
function awaitReturn(r: DemoRefund) {
  r.refundStatus = 4;
  r.returnAt = Date.now() + getDb().orderSettings.returnDelayMs;
}

/** The list filters shared by the list and its tab counts. */
function filtered(q: GetRefundStatusNumParams): DemoRefund[] {
  const refundOrderNo = (q.refundOrderNo ?? '').trim();
  const orderNo = (q.orderNo ?? '').trim();
  const tracking = (q.trackingNumber ?? '').trim();
  const range = dateRangeOf(q.dateLimit);
  const content = (q.content ?? '').trim();
  return getDb().refunds.filter(
    (r) =>
      (!refundOrderNo || r.refundOrderNo.includes(refundOrderNo)) &&
      (!orderNo || r.orderNo.includes(orderNo)) &&
      (!tracking || r.trackingNumber.includes(tracking)) &&
      (!range || (r.createTime >= range[0] && r.createTime <= range[1])) &&
      matchesSearch({ id: r.uid, phone: r.orderInfoVo.phone, nickname: r.userNickName }, q.searchType, content),
  );
}

/** 9 is the 全部 tab; any other status is its own tab. */
const ALL = 9;
const inTab = (r: DemoRefund, status: number) => status === ALL || r.refundStatus === status;

function toListItem(r: DemoRefund): RefundListItem {
  return {
    refundOrderNo: r.refundOrderNo,
    orderNo: r.orderNo,
    uid: r.uid,
    refundStatus: r.refundStatus,
    refundPrice: r.refundPrice,
    merRemark: r.merRemark,
    createTime: r.createTime,
    afterSalesType: r.afterSalesType,
    userNickName: r.userNickName,
    isCompulsoryRefund: r.isCompulsoryRefund,
    returnGoodsType: r.returnGoodsType,
    totalNum: r.totalNum,
    refundOrderInfo: r.refundOrderInfo,
  };
}

function toDetail(r: DemoRefund): RefundDetail {
  const { orderNo: _o, uid: _u, userNickName: _n, isCompulsoryRefund: _c, totalNum: _t, refundOrderInfo: _i, refundAt: _a, returnAt: _r, ...detail } = r;
  const order = getDb().orders.find((o) => o.orderNo === r.orderNo);
  // The order part shows the order as it is now (its status moves on).
  return order ? { ...detail, orderInfoVo: { ...detail.orderInfoVo, status: order.status, merchantRemark: order.merchantRemark } } : detail;
}

const byNewest = (a: DemoRefund, b: DemoRefund) => compareText(b.createTime, a.createTime) || compareText(b.refundOrderNo, a.refundOrderNo);

/** A page of a status tab; refunds whose time has come move on first. */
export function refundPage(q: GetRefundListParams) {
  settleRefunds();
  const status = q.refundStatus ?? ALL;
  const rows = filtered(q)
    .filter((r) => inTab(r, status))
    .toSorted(byNewest);
  return pageOf(rows, q, toListItem);
}

/** How many refunds each tab holds under the filters. */
export function refundStatusCounts(q: GetRefundStatusNumParams): RefundStatusNum {
  settleRefunds();
  const rows = filtered(q);
  const count = (status: number) => rows.filter((r) => inTab(r, status)).length;
  return { all: count(ALL), await: count(0), reject: count(1), refunding: count(2), refunded: count(3), awaitReturning: count(4), awaitReceiving: count(5), revoke: count(6) };
}

export function refundDetail(refundOrderNo: string) {
  settleRefunds();
  const r = find(refundOrderNo);
  return isError(r) ? r : toDetail(r);
}

/** The merchant's remark, kept as sent. */
export function remarkRefund(refundOrderNo: string, remark: string) {
  const r = find(refundOrderNo);
  if (isError(r)) return r;
  r.merRemark = remark;
  commit();
  return null;
}

/** The address an approved express return goes back to: chosen, and not deleted (a switched-off one is taken, as the reference takes it). */
function returnAddress(id: number | undefined) {
  if (id === undefined) return fail(400, '请选择商家退货地址');
  return getDb().merchantAddresses.find((a) => a.id === id) ?? fail(4401, '商户地址不存在');
}

/**
 * The merchant's review of a request: refused with a reason; approved, a 退货退款 awaits the goods from
 * the user (those sent by express to the return address chosen), a 仅退款 is paid back.
 */
export function auditRefund(body: RefundAuditRequest) {
  if (body.auditType === 'refuse' && !body.reason) return fail(400, '请填写拒绝退款原因');
  const r = find(body.refundOrderNo);
  if (isError(r)) return r;
  if (r.refundStatus !== 0) return fail(5502, STATUS_ABNORMAL);
  if (body.auditType === 'refuse') {
    r.refundStatus = 1;
    r.refundReason = body.reason ?? '';
    step(r, 'audit', '售后单商家审核拒绝');
    releaseRequest(r);
  } else if (r.afterSalesType === 2) {
    if (r.returnGoodsType === EXPRESS_RETURN) {
      const address = returnAddress(body.merAddressId);
      if (isError(address)) return address;
      Object.assign(r, { receiver: address.receiverName, receiverPhone: address.receiverPhone, receiverAddressDetail: address.detail });
    }
    awaitReturn(r);
    step(r, 'audit', '售后单商家审核通过');
  } else {
    step(r, 'audit', '售后单商家审核通过');
    refundMoney(r);
  }
  commit();
  return null;
}

/** The goods came back unfit: the request ends without a refund. */
export function rejectReturn(refundOrderNo: string, reason: string) {
  if (!reason.trim()) return fail(400, '请填写拒绝收货原因');
  const r = find(refundOrderNo);
  if (isError(r)) return r;
  if (r.refundStatus !== 5) return fail(5502, STATUS_ABNORMAL);
  r.refundStatus = 1;
  r.refundReason = reason;
  step(r, 'rejectionGoods', '售后单商家拒绝收货');
  releaseRequest(r);
  commit();
  return null;
}

/**
 * The goods came back: the money goes back. As in the reference, a request still awaiting review or the
 * user's return is taken too (only one refused, paid, being paid or withdrawn is refused).
 */
export function receiveReturn(refundOrderNo: string) {
  const r = find(refundOrderNo);
  if (isError(r)) return r;
  if (![0, 4, 5].includes(r.refundStatus)) return fail(5502, STATUS_ABNORMAL);
  step(r, 'receiving', '售后单商家确认收货');
  refundMoney(r);
  commit();
  return null;
}

/** The store's return addresses, the default first; `isShow` keeps the enabled (or disabled) ones. */
export const merchantAddresses = (isShow: boolean | undefined) =>
  getDb()
    .merchantAddresses.filter((a) => isShow === undefined || a.isShow === isShow)
    .toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);

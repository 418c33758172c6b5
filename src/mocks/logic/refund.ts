import type { ErrorResult, GetRefundListParams, GetRefundStatusNumParams, RefundAuditRequest, RefundDetail, RefundListItem, RefundStatusNum } from '@/api/generated/model';
import { EXPRESS_RETURN } from '@/lib/domain/refund';
import { addMoney } from '@/lib/format';
import { dateRangeOf } from '../date-limit';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import type { DemoRefund } from '../seed/orders';
import { settleOrder } from './order';
import { formatDateTime } from './time';
import { matchesSearch } from './user';

// Refund orders (售后) as the reference backend moves them: the merchant's review, the goods sent back
// and received (or refused), and the money paid back through the payment channel after the demo's delay.

const REFUND_NOT_FOUND = '退款单不存在';

function find(refundOrderNo: string): DemoRefund | ErrorResult {
  return getDb().refunds.find((r) => r.refundOrderNo === refundOrderNo) ?? fail(500, REFUND_NOT_FOUND);
}

const step = (r: DemoRefund, changeType: DemoRefund['statusList'][number]['changeType'], changeMessage: string, at = Date.now()) =>
  r.statusList.push({ changeType, changeMessage, createTime: formatDateTime(new Date(at)) });

/** The order line a refund is for, with its order. */
function lineOf(r: DemoRefund) {
  const order = getDb().orders.find((o) => o.orderNo === r.orderNo);
  const line = order?.lines.find((l) => l.id === r.refundOrderInfo.orderDetailId);
  return order && line ? { order, line } : null;
}

/** The refund is paid back: the order line counts it as refunded. */
function completeRefund(r: DemoRefund, at: number) {
  r.refundStatus = 3;
  r.refundTime = formatDateTime(new Date(at));
  delete r.refundAt;
  step(r, 'refund', '退款成功', at);
  const found = lineOf(r);
  if (found) {
    const { order, line } = found;
    line.applyRefundNum = Math.max(0, line.applyRefundNum - r.applyRefundNum);
    line.refundNum += r.applyRefundNum;
    line.refundPrice = addMoney(line.refundPrice, r.refundPrice);
    settleOrder(order);
  }
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
      completeRefund(r, r.refundAt);
      changed = true;
    }
    if (r.refundStatus === 4 && r.returnAt !== undefined && r.returnAt <= now) {
      r.refundStatus = 5;
      if (r.returnGoodsType === EXPRESS_RETURN) {
        r.expressName = '顺丰速运';
        r.trackingNumber = `SF${String(7_700_000_000 + getDb().refunds.indexOf(r) * 97).padStart(10, '0')}`;
      }
      delete r.returnAt;
      step(r, 'returning', r.returnGoodsType === EXPRESS_RETURN ? '用户已寄回商品' : '用户已到店退回商品', now);
      changed = true;
    }
  }
  if (changed) commit();
}

/** An approved return: the user sends or brings the goods back, after the demo's delay. */
function awaitReturn(r: DemoRefund, message: string) {
  r.refundStatus = 4;
  r.returnAt = Date.now() + getDb().orderSettings.returnDelayMs;
  step(r, 'audit', message);
}

/** Approved money goes back through the payment channel, after the demo's delay. */
function startRefund(r: DemoRefund) {
  r.refundStatus = 2;
  r.refundAt = Date.now() + getDb().orderSettings.refundDelayMs;
  if (getDb().orderSettings.refundDelayMs <= 0) completeRefund(r, Date.now());
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

const byNewest = (a: DemoRefund, b: DemoRefund) => b.createTime.localeCompare(a.createTime) || b.refundOrderNo.localeCompare(a.refundOrderNo);

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

export function remarkRefund(refundOrderNo: string, remark: string) {
  const r = find(refundOrderNo);
  if (isError(r)) return r;
  if (!remark.trim()) return fail(400, '请输入备注内容');
  r.merRemark = remark.trim();
  commit();
  return null;
}

/**
 * The merchant's review of a request: refused with a reason; approved, a refund-only request is paid
 * back, and goods to return are awaited from the user (用户退货, as the reference backend's audit puts
 * every approved return), those sent by express to the return address chosen.
 */
export function auditRefund(body: RefundAuditRequest) {
  const db = getDb();
  const r = find(body.refundOrderNo);
  if (isError(r)) return r;
  if (r.refundStatus !== 0) return fail(500, '退款单状态异常，不能审核');
  if (body.auditType === 'refuse') {
    if (!body.reason?.trim()) return fail(400, '请填写拒绝退款原因');
    r.refundStatus = 1;
    r.refundReason = body.reason.trim();
    step(r, 'audit', `商家拒绝退款：${r.refundReason}`);
    releaseRequest(r);
  } else if (r.returnGoodsType === EXPRESS_RETURN) {
    const address = db.merchantAddresses.find((a) => a.id === body.merAddressId && a.isShow);
    if (!address) return fail(400, '请选择退货地址');
    Object.assign(r, { receiver: address.receiverName, receiverPhone: address.receiverPhone, receiverAddressDetail: `${address.province}${address.city}${address.district}${address.detail}` });
    awaitReturn(r, '商家审核通过，等待用户退货');
  } else if (r.returnGoodsType === 2) {
    awaitReturn(r, '商家审核通过，等待用户到店退货');
  } else {
    step(r, 'audit', '商家审核通过');
    startRefund(r);
  }
  commit();
  return null;
}

/** The goods came back unfit: the request ends without a refund. */
export function rejectReturn(refundOrderNo: string, reason: string) {
  const r = find(refundOrderNo);
  if (isError(r)) return r;
  if (r.refundStatus !== 5) return fail(500, '退款单不是待收货状态');
  if (!reason.trim()) return fail(400, '请填写拒绝原因');
  r.refundStatus = 1;
  r.refundReason = reason.trim();
  step(r, 'rejectionGoods', `商家拒绝收货：${r.refundReason}`);
  releaseRequest(r);
  commit();
  return null;
}

/** The goods came back: the money goes back. */
export function receiveReturn(refundOrderNo: string) {
  const r = find(refundOrderNo);
  if (isError(r)) return r;
  if (r.refundStatus !== 5) return fail(500, '退款单不是待收货状态');
  step(r, 'receiving', '商家确认收到退货');
  startRefund(r);
  commit();
  return null;
}

/** The store's return addresses, the default first; `isShow` keeps the enabled (or disabled) ones. */
export const merchantAddresses = (isShow: boolean | undefined) =>
  getDb()
    .merchantAddresses.filter((a) => isShow === undefined || a.isShow === isShow)
    .toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);

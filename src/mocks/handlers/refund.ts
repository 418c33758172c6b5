import {
  getAuditRefundMockHandler,
  getGetMerchantAddressListMockHandler,
  getGetRefundDetailMockHandler,
  getGetRefundListMockHandler,
  getGetRefundStatusNumMockHandler,
  getReceiveRefundGoodsMockHandler,
  getRejectRefundGoodsMockHandler,
  getRemarkRefundMockHandler,
} from '@/api/generated/endpoints/refund/refund.msw';
import type { ErrorResult, RefundAuditRequest, RefundDetail, RefundListItem, RefundRemarkRequest, RefundStatusNum, RejectReceivingRequest } from '@/api/generated/model';
import { addMoney } from '@/lib/format';
import { commit, getDb } from '../db';
import { dateRangeOf } from '../date-limit';
import { authorize, fail, isError, ok, paginate, persisted } from '../lib';
import { formatDateTime } from '../seed/random';
import type { DemoRefund } from '../seed/orders';
import { settleOrder } from './order';
import { matchesSearch } from './user';
import { sensitive } from '../sensitive-log';
import { SENSITIVE_CALLS } from '../seed/maintain';

const REFUND_NOT_FOUND = '退款单不存在';

function find(refundOrderNo: string): DemoRefund | ErrorResult {
  return getDb().refunds.find((r) => r.refundOrderNo === refundOrderNo) ?? fail(500, REFUND_NOT_FOUND);
}

const step = (r: DemoRefund, changeType: DemoRefund['statusList'][number]['changeType'], changeMessage: string, at = Date.now()) =>
  r.statusList.push({ changeType, changeMessage, createTime: formatDateTime(new Date(at)) });

/** The refund is paid back: the order line counts it as refunded. */
function completeRefund(r: DemoRefund, at: number) {
  r.refundStatus = 3;
  r.refundTime = formatDateTime(new Date(at));
  delete r.refundAt;
  step(r, 'refund', '退款成功', at);
  const order = getDb().orders.find((o) => o.orderNo === r.orderNo);
  const line = order?.lines.find((l) => l.id === r.refundOrderInfo.orderDetailId);
  if (order && line) {
    line.applyRefundNum = Math.max(0, line.applyRefundNum - r.applyRefundNum);
    line.refundNum += r.applyRefundNum;
    line.refundPrice = Number(addMoney(line.refundPrice, r.refundPrice));
    settleOrder(order);
  }
}

/** The request ends without a refund: the line's asked-back count is released. */
function releaseRequest(r: DemoRefund) {
  const order = getDb().orders.find((o) => o.orderNo === r.orderNo);
  const line = order?.lines.find((l) => l.id === r.refundOrderInfo.orderDetailId);
  if (order && line) {
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
      r.expressName = '顺丰速运';
      r.trackingNumber = `SF${String(7_700_000_000 + getDb().refunds.indexOf(r) * 97).padStart(10, '0')}`;
      delete r.returnAt;
      step(r, 'returning', '用户已寄回商品', now);
      changed = true;
    }
  }
  if (changed) commit();
}

/** Approved money goes back through the payment channel, after the demo's delay. */
function startRefund(r: DemoRefund) {
  r.refundStatus = 2;
  r.refundAt = Date.now() + getDb().orderSettings.refundDelayMs;
  if (getDb().orderSettings.refundDelayMs <= 0) completeRefund(r, Date.now());
}

const TAB_KEYS: Array<[keyof RefundStatusNum, number | null]> = [
  ['all', null],
  ['await', 0],
  ['reject', 1],
  ['refunding', 2],
  ['refunded', 3],
  ['awaitReturning', 4],
  ['awaitReceiving', 5],
  ['revoke', 6],
];

function filtered(q: URLSearchParams): DemoRefund[] {
  const refundOrderNo = (q.get('refundOrderNo') ?? '').trim();
  const orderNo = (q.get('orderNo') ?? '').trim();
  const tracking = (q.get('trackingNumber') ?? '').trim();
  const range = dateRangeOf(q.get('dateLimit'));
  const searchType = q.get('searchType') ?? 'all';
  const content = (q.get('content') ?? '').trim();
  return getDb().refunds.filter(
    (r) =>
      (!refundOrderNo || r.refundOrderNo.includes(refundOrderNo)) &&
      (!orderNo || r.orderNo.includes(orderNo)) &&
      (!tracking || r.trackingNumber.includes(tracking)) &&
      (!range || (r.createTime >= range[0] && r.createTime <= range[1])) &&
      matchesSearch({ id: r.uid, phone: r.orderInfoVo.phone, nickname: r.userNickName }, searchType, content),
  );
}

const inTab = (r: DemoRefund, status: number | null) => status === null || status === 9 || r.refundStatus === status;

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

export const refundHandlers = [
  getGetRefundListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:refund:order:page:list');
    if (isError(account)) return account;
    settleRefunds();
    const url = new URL(request.url);
    const status = url.searchParams.get('refundStatus');
    const rows = filtered(url.searchParams)
      .filter((r) => inTab(r, status === null || status === '' ? null : Number(status)))
      .toSorted(byNewest);
    const page = paginate(rows, url, 20);
    return ok({ ...page, list: page.list.map(toListItem) });
  })),
  getGetRefundStatusNumMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:refund:order:status:num');
    if (isError(account)) return account;
    settleRefunds();
    const rows = filtered(new URL(request.url).searchParams);
    const counts = {} as RefundStatusNum;
    for (const [key, status] of TAB_KEYS) counts[key] = rows.filter((r) => inTab(r, status)).length;
    return ok(counts);
  })),
  getGetRefundDetailMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:refund:order:detail');
    if (isError(account)) return account;
    settleRefunds();
    const r = find(String(params.refundOrderNo));
    return isError(r) ? r : ok(toDetail(r));
  })),
  getRemarkRefundMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:refund:order:mark');
    if (isError(account)) return account;
    const body = (await request.json()) as RefundRemarkRequest;
    const r = find(body.refundOrderNo);
    if (isError(r)) return r;
    if (!body.remark.trim()) return fail(400, '请输入备注内容');
    r.merRemark = body.remark.trim();
    commit();
    return ok(null);
  })),
  getAuditRefundMockHandler(persisted(sensitive(SENSITIVE_CALLS.refundAudit, async ({ request }) => {
    const account = authorize(request, 'merchant:refund:order:audit');
    if (isError(account)) return account;
    const body = (await request.json()) as RefundAuditRequest;
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
    } else if (r.returnGoodsType === 1) {
      const address = db.merchantAddresses.find((a) => a.id === body.merAddressId && a.isShow);
      if (!address) return fail(400, '请选择退货地址');
      Object.assign(r, { receiver: address.receiverName, receiverPhone: address.receiverPhone, receiverAddressDetail: `${address.province}${address.city}${address.district}${address.detail}` });
      r.refundStatus = 4;
      r.returnAt = Date.now() + db.orderSettings.returnDelayMs;
      step(r, 'audit', '商家审核通过，等待用户退货');
    } else if (r.returnGoodsType === 2) {
      r.refundStatus = 5;
      step(r, 'audit', '商家审核通过，等待用户到店退货');
    } else {
      step(r, 'audit', '商家审核通过');
      startRefund(r);
    }
    commit();
    return ok(null);
  }))),
  // Before …/receiving/{refundOrderNo}, which would take 'reject' for a refund number.
  getRejectRefundGoodsMockHandler(persisted(sensitive(SENSITIVE_CALLS.refundRejectReceive, async ({ request }) => {
    const account = authorize(request, 'merchant:refund:order:receiving:reject');
    if (isError(account)) return account;
    const body = (await request.json()) as RejectReceivingRequest;
    const r = find(body.refundOrderNo);
    if (isError(r)) return r;
    if (r.refundStatus !== 5) return fail(500, '退款单不是待收货状态');
    if (!body.reason.trim()) return fail(400, '请填写拒绝原因');
    r.refundStatus = 1;
    r.refundReason = body.reason.trim();
    step(r, 'receiving', `商家拒绝收货：${r.refundReason}`);
    releaseRequest(r);
    commit();
    return ok(null);
  }))),
  getReceiveRefundGoodsMockHandler(persisted(sensitive(SENSITIVE_CALLS.refundReceive, ({ request, params }) => {
    const account = authorize(request, 'merchant:refund:order:receiving');
    if (isError(account)) return account;
    const r = find(String(params.refundOrderNo));
    if (isError(r)) return r;
    if (r.refundStatus !== 5) return fail(500, '退款单不是待收货状态');
    step(r, 'receiving', '商家确认收到退货');
    startRefund(r);
    commit();
    return ok(null);
  }))),
  getGetMerchantAddressListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:address:list');
    if (isError(account)) return account;
    const isShow = new URL(request.url).searchParams.get('isShow');
    const rows = getDb().merchantAddresses.filter((a) => isShow === null || a.isShow === (isShow === 'true'));
    return ok(rows.toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id));
  })),
];

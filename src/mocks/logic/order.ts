import type {
  DirectRefundRequest,
  ErrorResult,
  GetOrderListParams,
  GetOrderStatusNumParams,
  OrderDetail,
  OrderDetailLine,
  OrderInvoiceUpdateRequest,
  OrderItem,
  OrderListItem,
  OrderSendRequest,
  OrderStatusNum,
  OrderTab,
  RefundDetail,
  RefundOrderInfo,
} from '@/api/generated/model';
import { money } from '@/lib/format';
import { dateRangeOf } from '../date-limit';
import { commit, getDb } from '../db';
import { fail, findBy, isError, newestPageOf, okSaying } from '../lib';
import type { DemoAccount } from '../seed/accounts';
import type { DemoOrder, DemoRefund } from '../seed/orders';
import { PLATFORM_EXPRESSES } from './maintain';
import { countRefunded, payBack, paybackAmount } from './refund-money';
import { formatDateTime } from './time';
import { matchesSearch } from './user';

// The store's orders as the reference backend keeps them: the list tabs and filters, shipping (whole or
// split), the merchant's remark and direct refund, pickup verification and the shipments (exports: ./order-export.ts).
// The rules, refusals and their codes are the reference backend's (OrderServiceImpl).

const INVOICE_NOT_FOUND = '订单发货单不存在';

/** Order numbers as the reference backend makes them: a prefix, the date and digits. */
export const orderNumber = (date: Date, seq: number) => `SH${formatDateTime(date).replace(/\D/g, '').slice(0, 12)}${String(seq).padStart(6, '0')}`;
export const refundNumber = (date: Date, seq: number) => `TK${formatDateTime(date).replace(/\D/g, '').slice(0, 12)}${String(seq).padStart(6, '0')}`;

/** The tab an order shows under. User-deleted orders show under 全部 and 已删除 only. */
export function inOrderTab(o: DemoOrder, tab: string): boolean {
  if (tab === 'all') return true;
  if (tab === 'deleted') return o.isUserDel;
  if (o.isUserDel) return false;
  switch (tab) {
    case 'unPaid':
      return o.status === 0;
    case 'notShipped':
      return (o.status === 1 || o.status === 2) && o.refundStatus !== 3;
    case 'spike':
      return o.status === 4 && o.refundStatus !== 3;
    case 'awaitVerification':
      return o.status === 3 && o.refundStatus !== 3;
    case 'receiving':
      return o.status === 5;
    case 'complete':
      return o.status === 6;
    case 'refunded':
      return o.refundStatus === 3;
    case 'cancel':
      return o.status === 9;
    default:
      return false;
  }
}

/** The list filters shared by the list, its tab counts and the console's own export; orders the merchant deleted are gone from them. */
function listFilter(q: GetOrderStatusNumParams): (o: DemoOrder) => boolean {
  const orderNo = (q.orderNo ?? '').trim();
  const range = dateRangeOf(q.dateLimit);
  const content = (q.content ?? '').trim();
  return (o) =>
    !o.isMerchantDel &&
    (!orderNo || o.orderNo.includes(orderNo)) &&
    (q.type === undefined || o.type === q.type) &&
    (!range || (o.createTime >= range[0] && o.createTime <= range[1])) &&
    (!content || matchesSearch({ id: o.uid, phone: o.phone, nickname: o.nikeName }, q.searchType, content));
}

const filtered = (q: GetOrderStatusNumParams): DemoOrder[] => getDb().orders.filter(listFilter(q));

/**
 * The orders of a tab under the filters, newest first: as the reference lists them (`order by id desc`), the
 * reverse of the order they came in, which is the store's.
 */
export const tabRows = (q: GetOrderStatusNumParams, tab: OrderTab) => filtered(q).filter((o) => inOrderTab(o, tab)).reverse();

function toListItem(o: DemoOrder): OrderListItem {
  return {
    orderNo: o.orderNo,
    uid: o.uid,
    payPrice: o.payPrice,
    payType: o.payType,
    status: o.status,
    refundStatus: o.refundStatus,
    cancelStatus: o.cancelStatus,
    isUserDel: o.isUserDel,
    type: o.type,
    secondType: o.secondType,
    level: o.level,
    createTime: o.createTime,
    nickName: o.nikeName,
    isLogoff: o.isLogoff,
    userRefundSign: o.userRefundSign,
    totalNum: o.totalNum,
    merchantRemark: o.merchantRemark,
    infoResponseList: o.lines.map(orderItemOf),
    groupBuyRecordStatus: o.groupBuyRecordStatus,
  };
}

/** A line as the list and the details show it (OrderInfoFrontDataResponse): the order detail's fields of that class. */
const orderItemOf = (l: OrderDetailLine): OrderItem => ({
  id: l.id,
  productId: l.productId,
  productName: l.productName,
  image: l.image,
  attrValueId: l.attrValueId,
  sku: l.sku,
  price: l.price,
  payNum: l.payNum,
  payPrice: l.payPrice,
  applyRefundNum: l.applyRefundNum,
  refundNum: l.refundNum,
  deliveryNum: l.deliveryNum,
  productType: l.productType,
  productMarketingType: l.productMarketingType,
  proRefundSwitch: l.proRefundSwitch,
  expand: l.expand,
  vipPrice: l.vipPrice,
  merId: l.merId,
  cardSecretIds: l.cardSecretIds,
  redeemIntegral: l.redeemIntegral,
});

function toDetail({ lines, invoices: _i, groupBuyRecordStatus: _g, isMerchantDel: _d, ...detail }: DemoOrder): OrderDetail {
  return { ...detail, orderDetailList: lines.map(orderItemOf) };
}

export function findOrder(orderNo: string): DemoOrder | ErrorResult {
  return findBy(getDb().orders, 'orderNo', orderNo) ?? fail(5001, '订单不存在');
}

/** A page of a status tab. */
export function orderPage(q: GetOrderListParams) {
  const keep = listFilter(q);
  return newestPageOf(getDb().orders, (o) => keep(o) && inOrderTab(o, q.status), q, toListItem);
}

/** How many orders each tab holds under the filters. */
export function orderStatusCounts(q: GetOrderStatusNumParams): OrderStatusNum {
  const keep = listFilter(q);
  // One pass over the orders for every tab: an order's tabs follow from its state alone, worked out once a state.
  const tabs: OrderTab[] = ['all', 'unPaid', 'notShipped', 'spike', 'receiving', 'complete', 'refunded', 'deleted', 'awaitVerification', 'cancel'];
  const totals = tabs.map(() => 0);
  const tabsOfState = new Map<number, number[]>();
  for (const o of getDb().orders) {
    if (!keep(o)) continue;
    const state = (o.isUserDel ? 1000 : 0) + o.status * 10 + (o.refundStatus === 3 ? 1 : 0);
    let shown = tabsOfState.get(state);
    if (!shown) tabsOfState.set(state, (shown = tabs.flatMap((tab, t) => (inOrderTab(o, tab) ? [t] : []))));
    for (const t of shown) totals[t]! += 1;
  }
  const count = (tab: OrderTab) => totals[tabs.indexOf(tab)] ?? 0;
  return {
    all: count('all'),
    unPaid: count('unPaid'),
    notShipped: count('notShipped'),
    spike: count('spike'),
    receiving: count('receiving'),
    complete: count('complete'),
    refunded: count('refunded'),
    deleted: count('deleted'),
    verification: count('awaitVerification'),
    cancel: count('cancel'),
  };
}

export function orderInfo(orderNo: string) {
  const o = findOrder(orderNo);
  return isError(o) ? o : toDetail(o);
}

export function orderLines(orderNo: string) {
  const o = findOrder(orderNo);
  return isError(o) ? o : o.lines;
}

export function orderInvoices(orderNo: string) {
  const o = findOrder(orderNo);
  return isError(o) ? o : o.invoices.toSorted((a, b) => b.id - a.id);
}

/**
 * After lines change: refunds → 部分退款 / 已退款; a shipped order whose every piece is shipped or refunded
 * → 待收货, else 部分发货 (pieces under a refund request still wait to be shipped, as the reference counts).
 */
export function settleOrder(o: DemoOrder) {
  const refundedAll = o.lines.every((l) => l.refundNum >= l.payNum);
  const refundedSome = o.lines.some((l) => l.refundNum > 0);
  o.refundStatus = refundedAll ? 3 : o.lines.some((l) => l.applyRefundNum > 0) ? 1 : refundedSome ? 2 : 0;
  o.userRefundSign = o.lines.some((l) => l.applyRefundNum > 0);
  if ((o.status === 1 || o.status === 2) && o.lines.some((l) => l.deliveryNum > 0)) {
    o.status = o.lines.every((l) => l.payNum <= l.deliveryNum + l.refundNum) ? 4 : 2;
  }
}

/** A carrier of the platform's by its code, linked by the store or not, shown to stores or not (ExpressService.getByCode). */
const platformExpress = (code: string | undefined) => PLATFORM_EXPRESSES.find((e) => e.code === code);

const blank = (text: string | undefined) => !text?.trim();

/** Product lines with how many of each a shipment or a refund takes. */
type LineCounts = Array<{ line: OrderDetailLine; num: number }>;

/** What a delivery type needs filled in, checked before the order is looked up (validateOrderSend, validateUpdateInvoice). */
function deliveryFieldsProblem(deliveryType: string, body: Pick<OrderSendRequest, 'expressNumber' | 'expressCode' | 'deliveryCarrier' | 'carrierPhone'>) {
  if (deliveryType === 'express') {
    if (blank(body.expressNumber)) return fail(400, '请填写快递单号');
    if (blank(body.expressCode)) return fail(400, '请选择快递公司');
  }
  if (deliveryType === 'merchant') {
    if (blank(body.deliveryCarrier)) return fail(400, '请填写配送人员');
    if (blank(body.carrierPhone)) return fail(400, '请填写配送人员手机号');
  }
  return null;
}

/** Why an order cannot be shipped so at all, in the reference's order of checks. */
function unshippable(o: DemoOrder, body: OrderSendRequest): ErrorResult | null {
  if (o.isUserDel || o.isMerchantDel) return fail(5002, '订单已删除');
  if (o.level !== 1) return fail(5003, '订单等级异常');
  if (o.status !== 1 && o.status !== 2) return fail(5005, '订单不处于待发货状态');
  if (o.refundStatus === 3) return fail(5004, '订单已退款');
  if (o.secondType === 2 && body.deliveryType !== 'noNeed') return fail(400, '虚拟商品订单只支持无需发货方式发货');
  if (o.shippingType !== 1) return fail(5006, '订单配送方式门店自提');
  return null;
}

/**
 * The lines a 分单发货 takes, checked as the reference does: against what is bought and not yet shipped
 * (pieces refunded or asked back are not taken off there).
 */
function splitShipment(o: DemoOrder, body: OrderSendRequest): LineCounts | ErrorResult {
  const items = body.detailList ?? [];
  if (items.length === 0) return fail(400, '拆单发货详情不能为空');
  if (new Set(items.map((i) => i.orderDetailId)).size !== items.length) return fail(400, '有重复的发货单详情');
  const shipped: LineCounts = [];
  for (const item of items) {
    if (item.num < 1) return fail(400, '订单详情发货数量不能小于1');
    const line = o.lines.find((l) => l.id === item.orderDetailId);
    if (!line) return fail(400, '订单详情ID不对应');
    if (line.payNum - line.deliveryNum - item.num < 0) return fail(400, '超出可发货数量,请重新选择数量');
    shipped.push({ line, num: item.num });
  }
  return shipped;
}

/** What a shipment takes, line by line: the lines chosen, or every piece not yet shipped (refunded ones too, as the reference ships them). */
function shipmentOf(o: DemoOrder, body: OrderSendRequest): LineCounts | ErrorResult {
  const problem = unshippable(o, body);
  if (problem) return problem;
  if (body.isSplit) {
    const shipped = splitShipment(o, body);
    if (isError(shipped)) return shipped;
    return body.deliveryType === 'express' && !platformExpress(body.expressCode) ? fail(400, '未找到快递公司') : shipped;
  }
  if (body.deliveryType === 'express' && !platformExpress(body.expressCode)) return fail(400, '未找到快递公司');
  const rest = o.lines.filter((l) => l.payNum > l.deliveryNum).map((line) => ({ line, num: line.payNum - line.deliveryNum }));
  return rest.length > 0 ? rest : fail(400, '订单没有需要发货的商品');
}

/** The 无需发货 note a shipment keeps: a whole one's blank note is empty, a split one's is kept as sent. */
const noNeedMark = (body: OrderSendRequest) => (body.isSplit ? (body.deliveryMark ?? '') : blank(body.deliveryMark) ? '' : (body.deliveryMark ?? ''));

/** Ships an order, whole or the lines chosen (分单发货), as one shipment. */
export function sendOrder(body: OrderSendRequest) {
  const db = getDb();
  const missing = deliveryFieldsProblem(body.deliveryType, body);
  if (missing) return missing;
  const o = findOrder(body.orderNo);
  if (isError(o)) return o;
  const shipped = shipmentOf(o, body);
  if (isError(shipped)) return shipped;
  const express = body.deliveryType === 'express' ? platformExpress(body.expressCode) : undefined;
  const byMerchant = body.deliveryType === 'merchant';
  const id = db.invoiceSeq++;
  const time = formatDateTime(new Date());
  // Each type keeps its own fields, as sent: the carrier and number, the delivery person, or the note.
  o.invoices.push({
    id,
    orderNo: o.orderNo,
    trackingNumber: express ? (body.expressNumber ?? '') : '',
    expressName: express?.name ?? '',
    expressCode: express?.code ?? '',
    totalNum: shipped.reduce((n, s) => n + s.num, 0),
    createTime: time,
    updateTime: time,
    deliveryMark: body.deliveryType === 'noNeed' ? noNeedMark(body) : '',
    deliveryCarrier: byMerchant ? (body.deliveryCarrier ?? '') : '',
    carrierPhone: byMerchant ? (body.carrierPhone ?? '') : '',
    deliveryType: body.deliveryType,
    detailList: shipped.map(({ line, num }, k) => ({ id: id * 100 + k, invoiceId: id, productId: line.productId, productName: line.productName, image: line.image, attrValueId: line.attrValueId, sku: line.sku, num })),
  });
  for (const { line, num } of shipped) line.deliveryNum += num;
  o.isSplitDelivery = body.isSplit;
  settleOrder(o);
  commit();
  return null;
}

/** The merchant's remark, kept as sent (blank text too, as the reference keeps it). */
export function remarkOrder(orderNo: string, remark: string) {
  const o = findOrder(orderNo);
  if (isError(o)) return o;
  o.merchantRemark = remark;
  commit();
  return null;
}

/**
 * Only an order the user deleted can be deleted; it stays in the store (isMerchantDel), gone from the list
 * and its counts but still found by its number and still exported, as the reference keeps it.
 */
export function deleteOrder(orderNo: string) {
  const o = findOrder(orderNo);
  if (isError(o)) return o;
  if (!o.isUserDel) return fail(5007, '订单用户未删除');
  o.isMerchantDel = true;
  commit();
  return null;
}

/** The store's printer takes any order of the store; the backend says 打印成功. */
export function printReceipt(orderNo: string) {
  const o = findOrder(orderNo);
  if (isError(o)) return o;
  return okSaying('打印成功');
}

/**
 * 核销: a pickup order's code, once; answers true, as the reference does. The demo also refuses an order
 * whose money went back or is asked back (the reference hands those goods over too) and names the clerk.
 */
export function verifyOrder(verifyCode: string, account: DemoAccount) {
  const o = getDb().orders.find((x) => x.verifyCode && x.verifyCode === verifyCode);
  if (!o) return fail(400, '请选择正确的核销码');
  if (o.status !== 3) return fail(5008, '订单已核销');
  if (o.refundStatus === 3 || o.userRefundSign) return fail(500, '订单售后中，不能核销');
  o.status = 5;
  o.clerkName = account.realName;
  for (const l of o.lines) l.deliveryNum = l.payNum - l.refundNum;
  commit();
  return true;
}

/** The order a refund belongs to, as its details show it. */
export function refundOrderOf(o: DemoOrder, user: { nickname: string; phone: string }): RefundDetail['orderInfoVo'] {
  return {
    orderNo: o.orderNo,
    uid: o.uid,
    nickname: user.nickname,
    phone: user.phone,
    status: o.status,
    totalNum: o.totalNum,
    paid: o.paid,
    payType: o.payType,
    ...(o.payTime ? { payTime: o.payTime } : {}),
    createTime: o.createTime,
    proTotalPrice: o.proTotalPrice,
    payPrice: o.payPrice,
    payPostage: o.payPostage,
    userRemark: o.userRemark,
    merchantRemark: o.merchantRemark,
    shippingType: o.shippingType,
    realName: o.realName,
    userPhone: o.userPhone,
    userAddress: o.userAddress,
    deliveryNum: o.lines.reduce((n, l) => n + l.deliveryNum, 0),
    merCouponPrice: o.merCouponPrice,
    platCouponPrice: o.platCouponPrice,
    integralPrice: o.integralPrice,
    useIntegral: o.useIntegral,
    gainIntegral: o.gainIntegral,
    refundStatus: o.refundStatus,
    type: o.type,
    secondType: o.secondType,
    svipDiscountPrice: o.svipDiscountPrice,
  };
}

/** The order line a refund takes back, and how many of it for how much. */
export function refundLineOf(id: number, refundOrderNo: string, line: OrderDetailLine, num: number, amount: string): RefundOrderInfo {
  return {
    id,
    refundOrderNo,
    orderDetailId: line.id,
    productId: line.productId,
    productName: line.productName,
    image: line.image,
    attrValueId: line.attrValueId,
    sku: line.sku,
    price: line.price,
    payPrice: line.payPrice,
    payNum: line.payNum,
    applyRefundNum: num,
    refundPrice: amount,
    refundFreightFee: money(0),
  };
}

/** A refund order the merchant made (直接退款): no reason and no flow step of its own; the line counts it at once. */
function directRefund(o: DemoOrder, line: OrderDetailLine, num: number, now: Date, seq: number): DemoRefund {
  const amount = paybackAmount(line, num);
  const refundOrderNo = refundNumber(now, 300 + seq);
  const time = formatDateTime(now);
  countRefunded(line, num, amount);
  return {
    refundOrderNo,
    orderNo: o.orderNo,
    uid: o.uid,
    userNickName: o.nikeName,
    isCompulsoryRefund: false,
    totalNum: num,
    afterSalesType: 1,
    refundStatus: 2,
    refundPrice: amount,
    payPrice: amount,
    productName: line.productName,
    image: line.image,
    sku: line.sku,
    price: line.price,
    payNum: line.payNum,
    applyRefundNum: num,
    refundUseIntegral: 0,
    refundGainIntegral: 0,
    refundFirstBrokerageFee: money(0),
    refundSecondBrokerageFee: money(0),
    refundFreightFee: money(0),
    isUserRevoke: false,
    promoterType: 'merchant',
    returnGoodsType: 0,
    refundReasonWap: '',
    refundReasonWapImg: '',
    refundReasonWapExplain: '',
    receiver: '',
    receiverPhone: '',
    receiverAddressDetail: '',
    expressName: '',
    trackingNumber: '',
    telephone: o.phone,
    refundReason: '',
    statusList: [],
    orderInfoVo: refundOrderOf(o, { nickname: o.nikeName, phone: o.phone }),
    merRemark: '',
    platformRemark: '',
    createTime: time,
    refundOrderInfo: refundLineOf(seq + 1, refundOrderNo, line, num, amount),
  };
}

/** A direct refund's refusal of a line, naming it as the reference does. */
const lineRefusal = (text: string, id: number) => fail(400, `${text},订单详情ID=${id}`);
const ASKED_BACK = '选择的退款商品订单详情存在退款申请，无法操作直接退款';

/**
 * What a direct refund takes back, line by line: the lines chosen (within what is not refunded yet), or
 * everything not refunded yet (整单; nothing may be under a user's request, and nothing left is no refusal).
 */
function refundItemsOf(o: DemoOrder, body: DirectRefundRequest): LineCounts | ErrorResult {
  if (body.returnType === 1) {
    const asked = o.lines.find((l) => l.applyRefundNum > 0);
    if (asked) return lineRefusal(ASKED_BACK, asked.id);
    return o.lines.filter((l) => l.payNum > l.refundNum).map((line) => ({ line, num: line.payNum - line.refundNum }));
  }
  const items: LineCounts = [];
  for (const { orderDetailId: id, num } of body.detailList ?? []) {
    const line = o.lines.find((l) => l.id === id);
    if (!line) return lineRefusal('选择的退款商品订单详情不存在', id);
    if (line.applyRefundNum > 0) return lineRefusal(ASKED_BACK, id);
    // A line chosen twice counts both times (the reference would refund it twice over).
    const taken = items.filter((i) => i.line === line).reduce((n, i) => n + i.num, 0);
    if (line.payNum - line.refundNum < taken + num) return lineRefusal('选择的退款数量大于可退款数量', id);
    items.push({ line, num });
  }
  return items;
}

/** Whether a user ever asked this order's money back in a request not refused or withdrawn. */
const userAsked = (o: DemoOrder) => getDb().refunds.some((r) => r.orderNo === o.orderNo && r.promoterType === 'user' && r.refundStatus !== 1 && r.refundStatus !== 6);

/**
 * 直接退款: the merchant pays back some lines or the whole order without a user request, through the
 * order's payment channel (a WeChat refund is 退款中 until its callback).
 */
export function refundOrderDirectly(body: DirectRefundRequest) {
  const db = getDb();
  if (body.returnType === 2 && !body.detailList?.length) return fail(400, '请选择要退款的商品');
  const o = findOrder(body.orderNo);
  if (isError(o)) return o;
  if (o.refundStatus === 3) return fail(5004, '订单已退款');
  if (o.refundStatus !== 0 && userAsked(o)) return fail(400, '发生用户申请退款的订单无法商家直接退款');
  const items = refundItemsOf(o, body);
  if (isError(items)) return items;
  const now = new Date();
  for (const { line, num } of items) {
    const refund = directRefund(o, line, num, now, db.refunds.length);
    payBack(refund, o.payType, now.getTime());
    db.refunds.push(refund);
  }
  settleOrder(o);
  commit();
  return null;
}

/** Changes a shipment's carrier and number, its delivery person, or (无需发货) its note, as sent. */
export function updateInvoice(body: OrderInvoiceUpdateRequest) {
  const invoice = getDb()
    .orders.flatMap((o) => o.invoices)
    .find((i) => i.id === body.id);
  if (!invoice) return fail(5101, INVOICE_NOT_FOUND);
  const missing = deliveryFieldsProblem(invoice.deliveryType, body);
  if (missing) return missing;
  if (invoice.deliveryType === 'express') {
    const express = platformExpress(body.expressCode);
    if (!express) return fail(400, '未找到快递公司');
    Object.assign(invoice, { expressCode: express.code, expressName: express.name, trackingNumber: body.expressNumber ?? '' });
  } else if (invoice.deliveryType === 'merchant') {
    Object.assign(invoice, { deliveryCarrier: body.deliveryCarrier ?? '', carrierPhone: body.carrierPhone ?? '' });
  } else {
    invoice.deliveryMark = blank(body.deliveryMark) ? '' : (body.deliveryMark ?? '');
  }
  invoice.updateTime = formatDateTime(new Date());
  commit();
  return null;
}

/** Demo tracking: steps from the shipment time on, as a carrier would report them, under the names the backend writes (LogisticsResultVo). */
function trackingOf(invoice: DemoOrder['invoices'][number], order: DemoOrder) {
  const start = new Date(invoice.createTime.replace(' ', 'T')).getTime();
  const step = (hours: number, status: string) => ({ time: formatDateTime(new Date(start + hours * 3_600_000)), status });
  const delivered = order.status >= 5 && order.status !== 9;
  const list = [
    ...(delivered ? [step(52, `【${order.userAddress.slice(0, 3)}】已签收，签收人：本人。感谢使用${invoice.expressName}，期待再次为您服务`)] : []),
    step(40, `【${order.userAddress.slice(0, 3)}】快件已到达派送网点，快递员正在派件`),
    step(20, '快件已从转运中心发出，正发往目的地'),
    step(6, '快件已到达转运中心'),
    step(0, `【商家仓库】${invoice.expressName}已揽收`),
  ];
  return {
    number: invoice.trackingNumber,
    type: invoice.expressCode,
    list,
    deliverystatus: delivered ? '3' : '1',
    issign: delivered ? '1' : '0',
    expName: invoice.expressName,
    expSite: '',
    expPhone: '95338',
    courier: '王师傅',
    courierPhone: '13700001234',
    updateTime: list[0].time,
    takeTime: delivered ? '2天4小时' : '',
    logo: '',
  };
}

/** A shipment's tracking; only a shipment by express has one. */
export function orderLogistics(invoiceId: number) {
  const order = getDb().orders.find((o) => o.invoices.some((i) => i.id === invoiceId));
  const invoice = order?.invoices.find((i) => i.id === invoiceId);
  if (!order || !invoice) return fail(5101, INVOICE_NOT_FOUND);
  if (invoice.deliveryType !== 'express') return fail(5102, '订单发货单物流不存在');
  return trackingOf(invoice, order);
}

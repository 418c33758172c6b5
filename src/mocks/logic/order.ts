import type {
  DirectRefundRequest,
  ErrorResult,
  ExportOrdersParams,
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
import { lineRefundAmount, refundableNum, shippableNum } from '@/lib/domain/order-money';
import { orderStatusLabel, payTypeLabel } from '@/lib/enums';
import { addMoney, money } from '@/lib/format';
import { dateRangeOf } from '../date-limit';
import { commit, getDb } from '../db';
import { fail, isError, okSaying, pageOf } from '../lib';
import type { DemoAccount } from '../seed/accounts';
import type { DemoOrder, DemoRefund } from '../seed/orders';
import { buildXlsx } from '@/lib/xlsx';
import { recordExport } from './maintain';
import { formatDateTime } from './time';
import { matchesSearch } from './user';

// The store's orders as the reference backend keeps them: the list tabs and filters, shipping (whole or
// split), the merchant's remark and direct refund, pickup verification, the shipments and the export.

export const ORDER_NOT_FOUND = '订单不存在';
const INVOICE_NOT_FOUND = '发货单不存在';

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

/** The list filters shared by the list, its tab counts and the export. */
function filtered(q: GetOrderStatusNumParams): DemoOrder[] {
  const orderNo = (q.orderNo ?? '').trim();
  const range = dateRangeOf(q.dateLimit);
  const content = (q.content ?? '').trim();
  return getDb().orders.filter(
    (o) =>
      (!orderNo || o.orderNo.includes(orderNo)) &&
      (q.type === undefined || o.type === q.type) &&
      (!range || (o.createTime >= range[0] && o.createTime <= range[1])) &&
      matchesSearch({ id: o.uid, phone: o.phone, nickname: o.nikeName }, q.searchType, content),
  );
}

const byNewest = (a: DemoOrder, b: DemoOrder) => b.createTime.localeCompare(a.createTime) || b.orderNo.localeCompare(a.orderNo);

/** The orders of a tab under the filters, newest first. */
const tabRows = (q: GetOrderStatusNumParams, tab: OrderTab) =>
  filtered(q)
    .filter((o) => inOrderTab(o, tab))
    .toSorted(byNewest);

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

function toDetail({ lines, invoices: _i, groupBuyRecordStatus: _g, ...detail }: DemoOrder): OrderDetail {
  return { ...detail, orderDetailList: lines.map(orderItemOf) };
}

export function findOrder(orderNo: string): DemoOrder | ErrorResult {
  return getDb().orders.find((o) => o.orderNo === orderNo) ?? fail(500, ORDER_NOT_FOUND);
}

/** A page of a status tab. */
export const orderPage = (q: GetOrderListParams) => pageOf(tabRows(q, q.status), q, toListItem);

/** How many orders each tab holds under the filters. */
export function orderStatusCounts(q: GetOrderStatusNumParams): OrderStatusNum {
  const rows = filtered(q);
  const count = (tab: OrderTab) => rows.filter((o) => inOrderTab(o, tab)).length;
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

/** After lines change: shipped in full → 待收货, some → 部分发货; refunds → 部分退款 / 已退款. */
export function settleOrder(o: DemoOrder) {
  const refundedAll = o.lines.every((l) => l.refundNum >= l.payNum);
  const refundedSome = o.lines.some((l) => l.refundNum > 0);
  o.refundStatus = refundedAll ? 3 : o.lines.some((l) => l.applyRefundNum > 0) ? 1 : refundedSome ? 2 : 0;
  o.userRefundSign = o.lines.some((l) => l.applyRefundNum > 0);
  if (o.status === 1 || o.status === 2) {
    const shipped = o.lines.filter((l) => l.deliveryNum > 0);
    if (shipped.length > 0) o.status = o.lines.every((l) => shippableNum(l) <= 0 || l.refundNum >= l.payNum) ? 4 : 2;
  }
}

const MOBILE = /^1[3-9]\d{9}$/;

/** The carriers the store ships with: the linked ones switched on, the default first. */
const shippingExpresses = () =>
  getDb()
    .expresses.filter((e) => e.isOpen)
    .toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);

/** Product lines with how many of each a shipment or a refund takes. */
type LineCounts = Array<{ line: OrderDetailLine; num: number }>;

/** What a shipment takes, line by line, or why the order cannot be shipped so. */
function shipmentOf(o: DemoOrder, body: OrderSendRequest): LineCounts | ErrorResult {
  if (o.status !== 1 && o.status !== 2) return fail(500, '订单状态异常，不能发货');
  if (o.refundStatus === 3) return fail(500, '订单已退款，不能发货');
  if (o.groupBuyRecordStatus === 0) return fail(500, '拼团中的订单不能发货');
  if (body.deliveryType === 'express') {
    if (!body.expressCode || !shippingExpresses().some((e) => e.code === body.expressCode)) return fail(400, '请选择快递公司');
    if (!body.expressNumber?.trim()) return fail(400, '请填写快递单号');
  }
  if (body.deliveryType === 'merchant') {
    if (!body.deliveryCarrier?.trim()) return fail(400, '请填写配送人员');
    if (!MOBILE.test(body.carrierPhone ?? '')) return fail(400, '请填写正确的配送人员手机号');
  }
  if (body.isSplit) {
    if (!body.detailList?.length) return fail(400, '请选择发货商品');
    const shipped: LineCounts = [];
    for (const item of body.detailList) {
      const line = o.lines.find((l) => l.id === item.orderDetailId);
      if (!line) return fail(500, '订单商品不存在');
      if (item.num < 1 || item.num > shippableNum(line)) return fail(500, `${line.productName} 发货数量超出可发数量`);
      shipped.push({ line, num: item.num });
    }
    return shipped;
  }
  if (o.lines.every((l) => shippableNum(l) <= 0)) return fail(500, '没有可发货的商品');
  return o.lines.filter((l) => shippableNum(l) > 0).map((line) => ({ line, num: shippableNum(line) }));
}

/** Ships an order, whole or the lines chosen (分单发货), as one shipment. */
export function sendOrder(body: OrderSendRequest) {
  const db = getDb();
  const o = findOrder(body.orderNo);
  if (isError(o)) return o;
  const shipped = shipmentOf(o, body);
  if (isError(shipped)) return shipped;
  const express = body.deliveryType === 'express' ? shippingExpresses().find((e) => e.code === body.expressCode) : undefined;
  const byMerchant = body.deliveryType === 'merchant';
  const id = db.invoiceSeq++;
  const time = formatDateTime(new Date());
  o.invoices.push({
    id,
    orderNo: o.orderNo,
    trackingNumber: express ? (body.expressNumber ?? '').trim() : '',
    expressName: express?.name ?? '',
    expressCode: express?.code ?? '',
    totalNum: shipped.reduce((n, s) => n + s.num, 0),
    createTime: time,
    updateTime: time,
    deliveryMark: body.deliveryMark?.trim() ?? '',
    deliveryCarrier: byMerchant ? (body.deliveryCarrier ?? '').trim() : '',
    carrierPhone: byMerchant ? (body.carrierPhone ?? '') : '',
    deliveryType: body.deliveryType,
    detailList: shipped.map(({ line, num }, k) => ({ id: id * 100 + k, invoiceId: id, productId: line.productId, productName: line.productName, image: line.image, attrValueId: line.attrValueId, sku: line.sku, num })),
  });
  for (const { line, num } of shipped) line.deliveryNum += num;
  if (body.isSplit) o.isSplitDelivery = true;
  settleOrder(o);
  commit();
  return null;
}

export function remarkOrder(orderNo: string, remark: string) {
  const o = findOrder(orderNo);
  if (isError(o)) return o;
  if (!remark.trim()) return fail(400, '请输入备注内容');
  o.merchantRemark = remark.trim();
  commit();
  return null;
}

/** Only an order the user deleted can go for good. */
export function deleteOrder(orderNo: string) {
  const db = getDb();
  const o = findOrder(orderNo);
  if (isError(o)) return o;
  if (!o.isUserDel) return fail(500, '用户未删除的订单不能删除');
  db.orders = db.orders.filter((x) => x !== o);
  commit();
  return null;
}

/** The store's printer takes paid orders only; the backend says 打印成功. */
export function printReceipt(orderNo: string) {
  const o = findOrder(orderNo);
  if (isError(o)) return o;
  if (!o.paid) return fail(500, '未支付的订单不能打印小票');
  return okSaying('打印成功');
}

/** 核销: a pickup order's code, once; the clerk is who signed in. */
export function verifyOrder(verifyCode: string, account: DemoAccount) {
  const code = verifyCode.trim();
  const o = getDb().orders.find((x) => x.verifyCode && x.verifyCode === code);
  if (!o) return fail(500, '核销码错误，未找到订单');
  if (o.status !== 3) return fail(500, '该订单已核销');
  if (o.refundStatus === 3 || o.userRefundSign) return fail(500, '订单售后中，不能核销');
  o.status = 5;
  o.clerkName = account.realName;
  for (const l of o.lines) l.deliveryNum = l.payNum - l.refundNum;
  commit();
  return null;
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

/** A refund order the merchant made (直接退款), already paid back. */
function directRefund(o: DemoOrder, line: OrderDetailLine, num: number, now: Date): DemoRefund {
  const db = getDb();
  const amount = lineRefundAmount(line, num);
  const refundOrderNo = refundNumber(now, 300 + db.refunds.length);
  const time = formatDateTime(now);
  line.refundNum += num;
  line.refundPrice = addMoney(line.refundPrice, amount);
  return {
    refundOrderNo,
    orderNo: o.orderNo,
    uid: o.uid,
    userNickName: o.nikeName,
    isCompulsoryRefund: false,
    totalNum: num,
    afterSalesType: 1,
    refundStatus: 3,
    refundPrice: amount,
    payPrice: amount,
    productName: line.productName,
    image: line.image,
    sku: line.sku,
    price: line.price,
    refundTime: time,
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
    refundReasonWap: '商家直接退款',
    refundReasonWapImg: '',
    refundReasonWapExplain: '',
    receiver: '',
    receiverPhone: '',
    receiverAddressDetail: '',
    expressName: '',
    trackingNumber: '',
    telephone: o.phone,
    refundReason: '',
    statusList: [{ changeType: 'refund', changeMessage: '商家直接退款', createTime: time }],
    orderInfoVo: refundOrderOf(o, { nickname: o.nikeName, phone: o.phone }),
    merRemark: '',
    platformRemark: '',
    createTime: time,
    refundOrderInfo: refundLineOf(db.refunds.length + 1, refundOrderNo, line, num, amount),
  };
}

/** What a direct refund takes back, line by line: everything left (整单), or the lines chosen. */
function refundItemsOf(o: DemoOrder, body: DirectRefundRequest): LineCounts | ErrorResult {
  const chosen =
    body.returnType === 1
      ? o.lines.filter((l) => refundableNum(l) > 0).map((line) => ({ line, num: refundableNum(line) }))
      : (body.detailList ?? []).map((item) => ({ line: o.lines.find((l) => l.id === item.orderDetailId), num: item.num }));
  if (chosen.length === 0) return fail(400, '请选择退款商品');
  const items: LineCounts = [];
  for (const { line, num } of chosen) {
    if (!line) return fail(500, '订单商品不存在');
    if (num < 1 || num > refundableNum(line)) return fail(500, `${line.productName} 退款数量超出可退数量`);
    items.push({ line, num });
  }
  return items;
}

/** 直接退款: the merchant pays back some lines or the whole order without a user request. */
export function refundOrderDirectly(body: DirectRefundRequest) {
  const db = getDb();
  const o = findOrder(body.orderNo);
  if (isError(o)) return o;
  if (!o.paid || o.status === 9) return fail(500, '订单未支付，不能退款');
  if (o.refundStatus === 3) return fail(500, '订单已退款');
  if (o.userRefundSign) return fail(500, '用户已申请退款，请在退款单中处理');
  const items = refundItemsOf(o, body);
  if (isError(items)) return items;
  const now = new Date();
  for (const { line, num } of items) db.refunds.push(directRefund(o, line, num, now));
  settleOrder(o);
  commit();
  return null;
}

/** Changes a shipment's carrier and number, or its delivery person, and its note. */
export function updateInvoice(body: OrderInvoiceUpdateRequest) {
  const invoice = getDb()
    .orders.flatMap((o) => o.invoices)
    .find((i) => i.id === body.id);
  if (!invoice) return fail(500, INVOICE_NOT_FOUND);
  if (invoice.deliveryType === 'express') {
    // The carrier it went with may have been switched off since; it stays valid for this shipment.
    const express = body.expressCode === invoice.expressCode ? { code: invoice.expressCode, name: invoice.expressName } : shippingExpresses().find((e) => e.code === body.expressCode);
    if (!express) return fail(400, '请选择快递公司');
    if (!body.expressNumber?.trim()) return fail(400, '请填写快递单号');
    Object.assign(invoice, { expressCode: express.code, expressName: express.name, trackingNumber: body.expressNumber.trim() });
  } else if (invoice.deliveryType === 'merchant') {
    if (!body.deliveryCarrier?.trim()) return fail(400, '请填写配送人员');
    if (!MOBILE.test(body.carrierPhone ?? '')) return fail(400, '请填写正确的配送人员手机号');
    Object.assign(invoice, { deliveryCarrier: body.deliveryCarrier.trim(), carrierPhone: body.carrierPhone });
  }
  if (body.deliveryMark !== undefined) invoice.deliveryMark = body.deliveryMark.trim();
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
  if (!order || !invoice) return fail(500, INVOICE_NOT_FOUND);
  if (invoice.deliveryType !== 'express') return fail(500, '该发货单没有物流信息');
  return trackingOf(invoice, order);
}

/** The orders of a tab under the filters, written to an Excel file for 数据导出. */
export function exportOrders(account: DemoAccount, q: ExportOrdersParams) {
  const sheet = [
    ['订单号', '订单类型', '用户昵称', '用户ID', '商品', '商品数量', '实际支付', '支付方式', '订单状态', '商家备注', '下单时间'],
    ...tabRows(q, q.status).map((o) => [
      o.orderNo,
      ['普通订单', '秒杀订单', '拼团订单'][o.type],
      o.nikeName,
      o.uid,
      o.lines.map((l) => `${l.productName}（${l.sku}）×${l.payNum}`).join('；'),
      o.totalNum,
      // A number cell, as the reference's export writes amounts.
      Number(o.payPrice),
      payTypeLabel(o.payType),
      o.refundStatus === 3 ? '已退款' : orderStatusLabel(o.status),
      o.merchantRemark,
      o.createTime,
    ]),
  ];
  return { fileName: recordExport(account, 'order', buildXlsx('订单', sheet)) };
}

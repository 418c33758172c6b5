import type { ErrorResult, OrderInvoiceUpdateRequest, OrderSendRequest } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { fail, isError } from '../lib';
import type { DemoOrder } from '../types/orders';
import { PLATFORM_EXPRESSES } from './expresses';
import { settleOrder, type LineCounts } from './order-lifecycle';
import { findOrder } from './order-list';
import { formatDateTime } from './time';

// Shipping an order (whole or split), changing a shipment, and a shipment's tracking, as the reference
// backend does them (OrderServiceImpl).

const INVOICE_NOT_FOUND = '订单发货单不存在';

/** A carrier of the platform's by its code, linked by the store or not, shown to stores or not (ExpressService.getByCode). */
const platformExpress = (code: string | undefined) => PLATFORM_EXPRESSES.find((e) => e.code === code);

const blank = (text: string | undefined) => !text?.trim();

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

import type { DirectRefundRequest, ErrorResult, OrderDetailLine } from '@/api/generated/model';
import { money } from '@/lib/format';
import { commit, getDb } from '../db';
import { fail, isError } from '../lib';
import type { DemoOrder, DemoRefund } from '../types/orders';
import { refundNumber } from './numbers';
import { settleOrder, type LineCounts } from './order-lifecycle';
import { findOrder } from './order-list';
import { countRefunded, payBack, paybackAmount } from './refund-money';
import { refundLineOf, refundOrderOf } from './refund-rows';
import { formatDateTime } from './time';

// 直接退款: the merchant pays an order's money back without a user's request, as the reference backend
// does it (OrderServiceImpl.directRefund).

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

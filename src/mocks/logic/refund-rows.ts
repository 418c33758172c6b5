import type { OrderDetailLine, RefundDetail, RefundOrderInfo } from '@/api/generated/model';
import { money } from '@/lib/format';
import type { DemoOrder } from '../types/orders';

// How a refund shows its order and its line: the seeded refunds and those the rules make alike.

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

import { getOrderList, getOrderStatusNum, refundOrderDirectly, sendOrder, verifyOrder } from '@/api/generated/endpoints/order/order';
import { auditRefund, getRefundList, getRefundStatusNum, receiveRefundGoods, rejectRefundGoods } from '@/api/generated/endpoints/refund/refund';
import { getSendableCoupons, sendCouponToUser } from '@/api/generated/endpoints/coupon/coupon';
import { getOperatingData } from '@/api/generated/endpoints/statistics/statistics';
import { mulMoney } from '@/lib/format';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';

const orders = () => getDb().orders;
const toShip = (lines: number) => orders().find((o) => o.status === 1 && o.lines.length === lines && o.refundStatus === 0 && !o.userRefundSign && o.groupBuyRecordStatus === 99 && o.shippingType === 1)!;

/** The demo backend of orders, refunds and sending coupons, called as the console calls it. */
describe('the demo backend of orders and refunds', () => {
  beforeEach(() => {
    switchRole('admin');
    getDb().orderSettings.refundDelayMs = 0;
  });

  it('ships an order in two parts: 部分发货 then 待收货, with a shipment each, and the tab counts follow', async () => {
    const order = toShip(2);
    const before = await getOrderStatusNum({});
    const [first, second] = order.lines;
    await sendOrder({ orderNo: order.orderNo, deliveryType: 'express', expressCode: 'ZTO', expressNumber: 'ZT1', isSplit: true, detailList: [{ orderDetailId: first.id, num: first.payNum }] });
    expect(order.status).toBe(2);
    await expect(sendOrder({ orderNo: order.orderNo, deliveryType: 'express', expressCode: 'ZTO', expressNumber: 'ZT2', isSplit: true, detailList: [{ orderDetailId: first.id, num: 1 }] })).rejects.toThrow('超出可发货数量,请重新选择数量');
    await sendOrder({ orderNo: order.orderNo, deliveryType: 'merchant', deliveryCarrier: '小王', carrierPhone: '13712345678', isSplit: false });
    expect(order.status).toBe(4);
    expect(order.invoices.map((i) => [i.deliveryType, i.totalNum])).toEqual([['express', first.payNum], ['merchant', second.payNum]]);
    const after = await getOrderStatusNum({});
    expect(after.notShipped).toBe(before.notShipped - 1);
    expect(after.spike).toBe(before.spike + 1);
    const page = await getOrderList({ status: 'spike', orderNo: order.orderNo });
    expect(page.list.map((o) => o.orderNo)).toEqual([order.orderNo]);
  });

  it('refunds part of an order directly, to the cent, and lists the refund as 已退款', async () => {
    const order = toShip(3);
    const line = order.lines.find((l) => l.payNum > 1) ?? order.lines[0];
    const num = line.payNum > 1 ? line.payNum - 1 : 1;
    await refundOrderDirectly({ orderNo: order.orderNo, returnType: 2, detailList: [{ orderDetailId: line.id, num }] });
    expect(line.refundNum).toBe(num);
    expect(order.refundStatus).toBe(2);
    const refund = getDb().refunds.at(-1)!;
    expect(refund).toMatchObject({ orderNo: order.orderNo, refundStatus: 3, promoterType: 'merchant', applyRefundNum: num });
    expect(refund.refundPrice).toBe(mulMoney(line.price, num));
    await refundOrderDirectly({ orderNo: order.orderNo, returnType: 1 });
    expect(order.refundStatus).toBe(3);
    expect((await getOrderList({ status: 'refunded', orderNo: order.orderNo })).total).toBe(1);
    expect((await getRefundList({ refundStatus: 3, orderNo: order.orderNo })).total).toBe(order.lines.length + 1);
  });

  it('verifies a pickup order by its code once', async () => {
    const order = orders().find((o) => o.status === 3)!;
    await expect(verifyOrder({ verifyCode: '000000' })).rejects.toThrow('请选择正确的核销码');
    await verifyOrder({ verifyCode: order.verifyCode });
    expect(order.status).toBe(5);
    expect(order.clerkName).toBe('张店长');
    await expect(verifyOrder({ verifyCode: order.verifyCode })).rejects.toThrow('订单已核销');
  });

  it('approves a refund-only request: paid back, the order line refunded, the dashboard count down', async () => {
    const request = getDb().refunds.find((r) => r.refundStatus === 0 && r.returnGoodsType === 0)!;
    const waiting = (await getOperatingData()).refundingOrderNum;
    await auditRefund({ refundOrderNo: request.refundOrderNo, auditType: 'success' });
    expect(request.refundStatus).toBe(3);
    const order = orders().find((o) => o.orderNo === request.orderNo)!;
    expect(order.lines[0].refundNum).toBe(request.applyRefundNum);
    expect(order.lines[0].applyRefundNum).toBe(0);
    expect((await getOperatingData()).refundingOrderNum).toBe(waiting - 1);
  });

  it('takes an express return through 用户退货 and 商家待收货 to a refund', async () => {
    getDb().orderSettings.returnDelayMs = 0;
    const request = getDb().refunds.find((r) => r.refundStatus === 0 && r.returnGoodsType === 1)!;
    await expect(auditRefund({ refundOrderNo: request.refundOrderNo, auditType: 'success' })).rejects.toThrow('请选择商家退货地址');
    await auditRefund({ refundOrderNo: request.refundOrderNo, auditType: 'success', merAddressId: 2 });
    expect(request.refundStatus).toBe(4);
    expect(request.receiver).toBe('王仓管');
    const counts = await getRefundStatusNum({});
    expect(request.refundStatus).toBe(5);
    expect(counts.awaitReceiving).toBe(getDb().refunds.filter((r) => r.refundStatus === 5).length);
    await receiveRefundGoods(request.refundOrderNo);
    expect(request.refundStatus).toBe(3);
    expect(request.statusList.map((s) => s.changeType)).toEqual(['apply', 'audit', 'returning', 'receiving', 'refund']);
  });

  it('refuses returned goods with a reason (…/receiving/reject is not a refund number)', async () => {
    const request = getDb().refunds.find((r) => r.refundStatus === 5)!;
    await rejectRefundGoods({ refundOrderNo: request.refundOrderNo, reason: '退回商品与原商品不符' });
    expect(request).toMatchObject({ refundStatus: 1, refundReason: '退回商品与原商品不符' });
    // Logged as the reference backend logs it (rejectionGoods), not as a receipt.
    expect(request.statusList.at(-1)?.changeType).toBe('rejectionGoods');
  });

  it('awaits goods returned at the store in 用户退货 too, as the reference backend’s audit does', async () => {
    getDb().orderSettings.returnDelayMs = 0;
    const request = getDb().refunds.find((r) => r.refundStatus === 0 && r.returnGoodsType === 2);
    if (!request) throw new Error('the seed needs a request returned at the store');
    await auditRefund({ refundOrderNo: request.refundOrderNo, auditType: 'success' });
    expect(request.refundStatus).toBe(4);
    await getRefundStatusNum({});
    expect(request).toMatchObject({ refundStatus: 5, trackingNumber: '' });
  });

  it('refuses a request with a reason and releases the line', async () => {
    const request = getDb().refunds.find((r) => r.refundStatus === 0)!;
    await expect(auditRefund({ refundOrderNo: request.refundOrderNo, auditType: 'refuse' })).rejects.toThrow('请填写拒绝退款原因');
    await auditRefund({ refundOrderNo: request.refundOrderNo, auditType: 'refuse', reason: '已发货' });
    expect(request).toMatchObject({ refundStatus: 1, refundReason: '已发货' });
    const order = orders().find((o) => o.orderNo === request.orderNo)!;
    expect(order.userRefundSign).toBe(false);
  });
});

describe('the demo backend of sending coupons', () => {
  beforeEach(() => switchRole('admin'));

  it('offers open coupons with some left, and sending one hands it to the user and counts it down', async () => {
    const page = await getSendableCoupons({ page: 1, limit: 100 });
    expect(page.list.map((c) => c.name)).not.toContain('会员日8折前券');
    expect(page.list.map((c) => c.name)).not.toContain('老客回馈券');
    const coupon = getDb().coupons.find((c) => c.name === '茶叶专享券')!;
    const user = getDb().users.find((u) => !u.isLogoff)!;
    await sendCouponToUser({ couponId: coupon.id, uid: user.id });
    expect(coupon.lastTotal).toBe(2);
    expect(getDb().couponUsers.at(-1)).toMatchObject({ couponId: coupon.id, uid: user.id, status: 0 });
    expect((await getSendableCoupons({ keywords: ' 茶叶 ' })).list[0].lastTotal).toBe(2);
  });

  it('refuses staff without the permission', async () => {
    switchRole('staff');
    await expect(sendCouponToUser({ couponId: 1, uid: getDb().users[0].id })).rejects.toThrow('没有权限访问。');
  });
});

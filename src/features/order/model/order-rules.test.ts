import { canDirectRefund, canPrintReceipt, canShip, deliveryWayLabel, listsShipments, moreActions, ORDER_PERMISSIONS, orderNoPrefix, orderStatusView, parseOrderExtend, shipsToAddress, type OrderFacts } from './order-rules';

const order = (facts: Partial<OrderFacts> = {}): OrderFacts => ({ status: 1, refundStatus: 0, groupBuyRecordStatus: 99, userRefundSign: false, isUserDel: false, ...facts });
const all = () => true;
/** Whether an express order of this status (and these facts) lists shipments. */
const shipped = (status: number, more: Partial<{ secondType: number; shippingType: number }> = {}) => listsShipments({ status, secondType: 0, shippingType: 1, ...more });

describe('order rules', () => {
  it('prefixes seckill and group orders', () => {
    expect([0, 1, 2].map(orderNoPrefix)).toEqual(['', '[秒杀]', '[拼团]']);
  });

  it('tags 已退款 first, then the group state, else the status', () => {
    expect(orderStatusView(order({ refundStatus: 3, groupBuyRecordStatus: 0 })).label).toBe('已退款');
    expect(orderStatusView(order({ groupBuyRecordStatus: 0 })).label).toBe('拼团中');
    expect(orderStatusView(order({ groupBuyRecordStatus: -1 })).label).toBe('拼团失败');
    expect(orderStatusView(order({ groupBuyRecordStatus: 10, status: 2 })).label).toBe('部分发货');
    expect(orderStatusView(order({ status: 4, refundStatus: 2 }))).toEqual({ label: '待收货', tone: 'primary' });
  });

  it('ships orders waiting for (the rest of) a shipment, unless refunded or still grouping', () => {
    expect(canShip(order({ status: 1 }))).toBe(true);
    expect(canShip(order({ status: 2, refundStatus: 2 }))).toBe(true);
    expect(canShip(order({ status: 1, refundStatus: 3 }))).toBe(false);
    expect(canShip(order({ status: 4 }))).toBe(false);
    expect(canShip(order({ status: 1, groupBuyRecordStatus: 0 }))).toBe(false);
    // Every piece is asked back by the user: nothing to ship until the request ends.
    const line = { id: 1, productId: 1, productName: '耳机', image: '', attrValueId: 1, sku: '白', price: '10.00', payNum: 2, payPrice: '20.00', applyRefundNum: 2, refundNum: 0, deliveryNum: 0, productType: 0, productMarketingType: 0, proRefundSwitch: true };
    expect(canShip(order({ status: 1, infoResponseList: [line] }))).toBe(false);
    expect(canShip(order({ status: 1, infoResponseList: [{ ...line, applyRefundNum: 1 }] }))).toBe(true);
  });

  it('refunds directly only paid orders without refunds or requests', () => {
    expect(canDirectRefund(order({ status: 4 }))).toBe(true);
    expect(canDirectRefund(order({ status: 0 }))).toBe(false);
    expect(canDirectRefund(order({ status: 9 }))).toBe(false);
    expect(canDirectRefund(order({ refundStatus: 2 }))).toBe(false);
    expect(canDirectRefund(order({ userRefundSign: true }))).toBe(false);
    expect(canDirectRefund(order({ groupBuyRecordStatus: 0 }))).toBe(false);
  });

  it('offers 更多 by state and permission', () => {
    expect(moreActions(order(), all, 1)).toEqual(['refund', 'print', 'remark']);
    expect(moreActions(order({ isUserDel: true, status: 6, refundStatus: 3 }), all, 1)).toEqual(['print', 'remark', 'delete']);
    expect(moreActions(order(), (p) => p === ORDER_PERMISSIONS.mark, 1)).toEqual(['remark']);
  });

  it('offers 打印小票 in every receipt printing mode but automatic only (2), and not for a cancelled order', () => {
    expect([0, 1, 2, 3].map((mode) => moreActions(order(), all, mode).includes('print'))).toEqual([true, true, false, true]);
    expect(canPrintReceipt(order({ status: 9 }), 1)).toBe(false);
    expect(canPrintReceipt(order({ status: 9, refundStatus: 3 }), 3)).toBe(true);
    expect(canPrintReceipt(order({ status: 6, refundStatus: 3 }), 2)).toBe(false);
  });

  it('says how an order reaches the buyer as the reference’s details do', () => {
    const express = { secondType: 0, shippingType: 1 };
    expect(deliveryWayLabel(express)).toBe('商家配送');
    expect(deliveryWayLabel({ secondType: 0, shippingType: 2 })).toBe('门店自提');
    expect(deliveryWayLabel({ secondType: 2, shippingType: 3 })).toBe('虚拟发货');
    // Cloud-disk and card-secret products are sent by the system, whatever the shipping type says.
    expect(deliveryWayLabel({ secondType: 5, shippingType: 1 })).toBe('自动发货');
    expect(deliveryWayLabel({ secondType: 6, shippingType: 3 })).toBe('自动发货');
    expect(shipsToAddress(express)).toBe(true);
    expect(shipsToAddress({ secondType: 0, shippingType: 2 })).toBe(false);
    expect(shipsToAddress({ secondType: 2, shippingType: 1 })).toBe(false);
  });

  it('lists shipments once something was shipped, never for pickup, automatic or cancelled orders', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((status) => shipped(status))).toEqual([false, false, true, false, true, true, true, false]);
    expect(shipped(4, { shippingType: 2 })).toBe(false);
    expect(shipped(4, { secondType: 6 })).toBe(false);
    expect(shipped(4, { secondType: 2, shippingType: 3 })).toBe(true);
  });

  it('reads the custom form answers, ignoring what is not a list of titled answers', () => {
    expect(parseOrderExtend(JSON.stringify([{ title: '姓名', value: '张三' }, { title: '爱好', value: ['读书', '跑步'] }, { value: 'x' }]))).toEqual([
      { title: '姓名', value: '张三' },
      { title: '爱好', value: '读书、跑步' },
    ]);
    expect(parseOrderExtend('')).toEqual([]);
    expect(parseOrderExtend('{oops')).toEqual([]);
    expect(parseOrderExtend('{"title":"x"}')).toEqual([]);
  });
});

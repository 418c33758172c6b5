import { canDirectRefund, canPrintReceipt, canShip, moreActions, ORDER_PERMISSIONS, orderNoPrefix, orderStatusView, parseOrderExtend, type OrderFacts } from './order-rules';

const order = (facts: Partial<OrderFacts> = {}): OrderFacts => ({ status: 1, refundStatus: 0, groupBuyRecordStatus: 99, userRefundSign: false, isUserDel: false, ...facts });
const all = () => true;

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

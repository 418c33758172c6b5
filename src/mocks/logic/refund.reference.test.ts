import { commit, getDb } from '@/mocks/db';
import type { DemoRefund } from '@/mocks/types/orders';
import type { JavaClient } from '@/test/java-client';
import { callJavaRow, type JavaRow } from '@/test/java-rows';

// Refund orders (售后) as a client of the reference backend (CRMEB's Java) sees them: the review, the goods
// received or refused, the remark; refusals in the Java's order, codes and words, and the effect on the
// refund, its order line and its order, read back from the store. Orders: order.reference.test.ts.

/** WeChat pays back on its callback, an hour from now: a WeChat refund stays 退款中 while a row reads it. */
async function runRow(row: JavaRow) {
  const { java, seen, expected } = await callJavaRow(row, () => {
    getDb().orderSettings.refundDelayMs = 3_600_000;
    getDb().orderSettings.returnDelayMs = 3_600_000;
  });
  expect(seen).toEqual(expected);
  await row.effect?.(java);
}

const db = () => getDb();

/** A refund picked once in a test by a rule, and found again by its number after its state moves on. */
function pick(test: (r: DemoRefund) => boolean) {
  let no: string | undefined;
  return () => {
    no ??= db().refunds.find(test)?.refundOrderNo;
    const found = db().refunds.find((r) => r.refundOrderNo === no);
    if (!found) throw new Error('no such refund in the seed');
    return found;
  };
}

const orderOf = (r: DemoRefund) => db().orders.find((o) => o.orderNo === r.orderNo)!;
const lineOf = (r: DemoRefund) => orderOf(r).lines.find((l) => l.id === r.refundOrderInfo.orderDetailId)!;
const steps = (r: DemoRefund) => r.statusList.map((s) => `${s.changeType} ${s.changeMessage}`);

const refundOnly = pick((r) => r.refundStatus === 0 && r.afterSalesType === 1);
const expressReturn = pick((r) => r.refundStatus === 0 && r.afterSalesType === 2 && r.returnGoodsType === 1);
const storeReturn = pick((r) => r.refundStatus === 0 && r.afterSalesType === 2 && r.returnGoodsType === 2);
const awaitingUser = pick((r) => r.refundStatus === 4);
const awaitingStore = pick((r) => r.refundStatus === 5);
const refused = pick((r) => r.refundStatus === 1);

const audit = (java: JavaClient, body: Record<string, unknown>) => java.post('/admin/merchant/refund/order/audit', body);
const approve = (r: DemoRefund, more: Record<string, unknown> = {}) => ({ refundOrderNo: r.refundOrderNo, auditType: 'success', ...more });
const ok = { code: 200, message: null, data: null } as const;

/** The line counts the pieces refunded at once, and the order follows. */
function expectCounted(r: DemoRefund, refundNumBefore: number) {
  expect(lineOf(r)).toMatchObject({ refundNum: refundNumBefore + r.applyRefundNum, applyRefundNum: 0 });
  expect(orderOf(r).refundStatus).toBe(orderOf(r).lines.every((l) => l.refundNum >= l.payNum) ? 3 : 2);
}

let refundNumBefore = 0;
const remember = (r: () => DemoRefund) => () => {
  refundNumBefore = lineOf(r()).refundNum;
};

const REFUNDS: JavaRow[] = [
  { what: 'mark: no such refund', call: (java) => java.post('/admin/merchant/refund/order/mark', { refundOrderNo: 'TK000', remark: '备注' }), code: 5501, message: '退款单不存在' },
  {
    what: 'mark: kept as sent, blank text too',
    call: (java) => java.post('/admin/merchant/refund/order/mark', { refundOrderNo: refused().refundOrderNo, remark: ' ' }),
    ...ok,
    effect: () => expect(refused().merRemark).toBe(' '),
  },
  { what: 'refuse: a reason is asked for first', call: (java) => audit(java, { refundOrderNo: 'TK000', auditType: 'refuse' }), code: 400, message: '请填写拒绝退款原因' },
  { what: 'review: no such refund', call: (java) => audit(java, { refundOrderNo: 'TK000', auditType: 'success' }), code: 5501, message: '退款单不存在' },
  { what: 'review: one no longer awaiting review', call: (java) => audit(java, approve(refused())), code: 5502, message: '退款单状态异常' },
  {
    what: 'refuse: the reason as sent, the line released, logged in the reference’s words',
    call: (java) => audit(java, { refundOrderNo: refundOnly().refundOrderNo, auditType: 'refuse', reason: ' 缺货 ' }),
    ...ok,
    effect: () => {
      expect(refundOnly()).toMatchObject({ refundStatus: 1, refundReason: ' 缺货 ' });
      expect(lineOf(refundOnly()).applyRefundNum).toBe(0);
      expect(steps(refundOnly()).at(-1)).toBe('audit 售后单商家审核拒绝');
    },
  },
  { what: 'approve an express return: a return address is asked for', call: (java) => audit(java, approve(expressReturn())), code: 400, message: '请选择商家退货地址' },
  { what: 'approve an express return: no such address', call: (java) => audit(java, approve(expressReturn(), { merAddressId: 999 })), code: 4401, message: '商户地址不存在' },
  {
    what: 'approve an express return: a switched-off address is taken, its detail alone; 用户退货',
    call: (java) => audit(java, approve(expressReturn(), { merAddressId: 3 })),
    ...ok,
    effect: () => {
      expect(expressReturn()).toMatchObject({ refundStatus: 4, receiver: '李客服', receiverPhone: '13900139000', receiverAddressDetail: '文一西路998号（已停用）' });
      expect(steps(expressReturn()).at(-1)).toBe('audit 售后单商家审核通过');
    },
  },
  {
    what: 'approve a store return: 用户退货, no address',
    call: (java) => audit(java, approve(storeReturn())),
    ...ok,
    effect: () => expect(storeReturn()).toMatchObject({ refundStatus: 4, receiver: '' }),
  },
  {
    what: 'approve a refund only, paid by Alipay: 已退款 at once, the line and the order counted',
    arrange: () => {
      orderOf(refundOnly()).payType = 'alipay';
      remember(refundOnly)();
    },
    call: (java) => audit(java, approve(refundOnly())),
    ...ok,
    effect: () => {
      expect(refundOnly().refundStatus).toBe(3);
      expectCounted(refundOnly(), refundNumBefore);
      expect(steps(refundOnly()).slice(-2)).toEqual(['audit 售后单商家审核通过', 'refund 售后单退款成功']);
    },
  },
  {
    what: 'approve a refund only, paid by WeChat: 退款中 until its callback, the line and the order counted now',
    arrange: () => {
      orderOf(refundOnly()).payType = 'weixin';
      remember(refundOnly)();
    },
    call: (java) => audit(java, approve(refundOnly())),
    ...ok,
    effect: () => {
      expect(refundOnly().refundStatus).toBe(2);
      expect(refundOnly().refundTime).toBeDefined();
      expectCounted(refundOnly(), refundNumBefore);
    },
  },
  { what: 'receive: no such refund', call: (java) => java.post('/admin/merchant/refund/order/receiving/TK000'), code: 5501, message: '退款单不存在' },
  { what: 'receive: one refused', call: (java) => java.post(`/admin/merchant/refund/order/receiving/${refused().refundOrderNo}`), code: 5502, message: '退款单状态异常' },
  {
    what: 'receive: one still awaiting review is paid back too',
    arrange: () => {
      orderOf(expressReturn()).payType = 'yue';
      remember(expressReturn)();
    },
    call: (java) => java.post(`/admin/merchant/refund/order/receiving/${expressReturn().refundOrderNo}`),
    ...ok,
    effect: () => {
      expect(expressReturn().refundStatus).toBe(3);
      expectCounted(expressReturn(), refundNumBefore);
      expect(steps(expressReturn()).slice(-2)).toEqual(['receiving 售后单商家确认收货', 'refund 售后单退款成功']);
    },
  },
  {
    what: 'receive: one awaiting the user’s return is paid back too',
    arrange: () => {
      orderOf(awaitingUser()).payType = 'yue';
      remember(awaitingUser)();
    },
    call: (java) => java.post(`/admin/merchant/refund/order/receiving/${awaitingUser().refundOrderNo}`),
    ...ok,
    effect: () => {
      expect(awaitingUser().refundStatus).toBe(3);
      expect(awaitingUser().returnAt).toBeUndefined();
      expectCounted(awaitingUser(), refundNumBefore);
    },
  },
  {
    what: 'receive: paid by WeChat, 退款中',
    arrange: () => {
      orderOf(awaitingStore()).payType = 'weixin';
      remember(awaitingStore)();
    },
    call: (java) => java.post(`/admin/merchant/refund/order/receiving/${awaitingStore().refundOrderNo}`),
    ...ok,
    effect: () => {
      expect(awaitingStore().refundStatus).toBe(2);
      expectCounted(awaitingStore(), refundNumBefore);
    },
  },
  {
    what: 'refuse the goods: a reason is asked for first',
    call: (java) => java.post('/admin/merchant/refund/order/receiving/reject', { refundOrderNo: 'TK000', reason: ' ' }),
    code: 400,
    message: '请填写拒绝收货原因',
  },
  { what: 'refuse the goods: no such refund', call: (java) => java.post('/admin/merchant/refund/order/receiving/reject', { refundOrderNo: 'TK000', reason: '破损' }), code: 5501, message: '退款单不存在' },
  {
    what: 'refuse the goods: only once they are awaited by the store',
    call: (java) => java.post('/admin/merchant/refund/order/receiving/reject', { refundOrderNo: awaitingUser().refundOrderNo, reason: '破损' }),
    code: 5502,
    message: '退款单状态异常',
  },
  {
    what: 'refuse the goods: 商家拒绝, the line released, logged in the reference’s words',
    call: (java) => java.post('/admin/merchant/refund/order/receiving/reject', { refundOrderNo: awaitingStore().refundOrderNo, reason: '破损' }),
    ...ok,
    effect: () => {
      expect(awaitingStore()).toMatchObject({ refundStatus: 1, refundReason: '破损' });
      expect(lineOf(awaitingStore()).applyRefundNum).toBe(0);
      expect(steps(awaitingStore()).at(-1)).toBe('rejectionGoods 售后单商家拒绝收货');
    },
  },
];

describe('售后 as the reference backend', () => {
  it.each(REFUNDS)('$what', runRow);

  it('WeChat’s callback comes after the delay: 已退款, logged, the line not counted twice', async () => {
    await runRow({
      what: 'approve, then the callback',
      arrange: () => {
        orderOf(refundOnly()).payType = 'weixin';
        remember(refundOnly)();
      },
      call: (java) => audit(java, approve(refundOnly())),
      ...ok,
      effect: async (java) => {
        expect(refundOnly().refundStatus).toBe(2);
        refundOnly().refundAt = Date.now() - 1;
        await commit();
        await java.get('/admin/merchant/refund/order/list', { refundStatus: 3, page: 1, limit: 20, refundOrderNo: refundOnly().refundOrderNo });
        expect(refundOnly().refundStatus).toBe(3);
        expect(steps(refundOnly()).at(-1)).toBe('refund 售后单退款成功');
        expectCounted(refundOnly(), refundNumBefore);
      },
    });
  });
});

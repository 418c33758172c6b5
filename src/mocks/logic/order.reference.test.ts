import { getDb } from '@/mocks/db';
import type { DemoOrder } from '@/mocks/types/orders';
import { signedInJavaClient, type JavaClient } from '@/test/java-client';
import { callJavaRow, type JavaRow } from '@/test/java-rows';
import { readSheet } from '@/test/read-xlsx';

// Orders as a client of the reference backend (CRMEB's Java) sees them: each write call's refusals in the
// Java's order, codes and words, and what it changes, read back through the store or a list call. One
// table per call; a row arranges the store, makes its call and reads the effect. Refunds:
// refund.reference.test.ts; settlements, carriers and shipping templates: shipping.reference.test.ts.

type Row = JavaRow;

/** Payments pay back on WeChat's callback, an hour from now: a WeChat refund stays 退款中 while a row reads it. */
async function runRow(row: Row) {
  const { java, seen, expected } = await callJavaRow(row, () => {
    getDb().orderSettings.refundDelayMs = 3_600_000;
  });
  expect(seen).toEqual(expected);
  await row.effect?.(java);
}

const db = () => getDb();
const orderWhere = (test: (o: DemoOrder) => boolean) => {
  const found = db().orders.find(test);
  if (!found) throw new Error('no such order in the seed');
  return found;
};

/** An order picked once in a test by a rule, and found again by its number after the rule no longer fits it. */
function pick(test: (o: DemoOrder) => boolean) {
  let orderNo: string | undefined;
  return () => {
    orderNo ??= orderWhere(test).orderNo;
    const no = orderNo;
    return orderWhere((o) => o.orderNo === no);
  };
}

/** A plain order awaiting shipment: delivered, not virtual, no refund, not a group buy, with this many lines. */
const awaiting = (lines: number) => (o: DemoOrder) =>
  o.status === 1 && o.lines.length === lines && o.refundStatus === 0 && !o.userRefundSign && o.groupBuyRecordStatus === 99 && o.shippingType === 1 && o.secondType === 0 && !o.isUserDel;

const send = (java: JavaClient, body: Record<string, unknown>) => java.post('/admin/merchant/order/send', { isSplit: false, ...body });
const express = (order: DemoOrder | string, more: Record<string, unknown> = {}) => ({
  orderNo: typeof order === 'string' ? order : order.orderNo,
  deliveryType: 'express',
  expressCode: 'SF',
  expressNumber: 'SF100',
  ...more,
});
const ok = { code: 200, message: null, data: null } as const;

// ------------------------------------------------------------------------------------------------
// 发货

const one = pick(awaiting(1));
const two = pick(awaiting(2));
const virtual = pick((o) => o.secondType === 2 && o.status === 1);
const grouping = pick((o) => o.groupBuyRecordStatus === 0 && o.status === 1);
const refunded = pick((o) => o.status === 1 && o.refundStatus === 3);
const received = pick((o) => o.status === 4 && o.refundStatus === 0);

const SEND: Row[] = [
  { what: 'express: the number is asked for first, before the order is looked up', call: (java) => send(java, { orderNo: 'SH000', deliveryType: 'express', expressCode: 'SF' }), code: 400, message: '请填写快递单号' },
  { what: 'express: then the carrier', call: (java) => send(java, { orderNo: 'SH000', deliveryType: 'express', expressNumber: 'SF1', expressCode: ' ' }), code: 400, message: '请选择快递公司' },
  { what: 'merchant: the delivery person', call: (java) => send(java, { orderNo: 'SH000', deliveryType: 'merchant', carrierPhone: '13700000000' }), code: 400, message: '请填写配送人员' },
  { what: 'merchant: then the phone', call: (java) => send(java, { orderNo: 'SH000', deliveryType: 'merchant', deliveryCarrier: '小王' }), code: 400, message: '请填写配送人员手机号' },
  { what: 'no such order', call: (java) => send(java, express('SH000')), code: 5001, message: '订单不存在' },
  {
    what: 'an order the user deleted',
    arrange: () => Object.assign(one(), { isUserDel: true }),
    call: (java) => send(java, express(one())),
    code: 5002,
    message: '订单已删除',
    effect: () => expect(one().invoices).toEqual([]),
  },
  { what: 'an order not awaiting shipment', call: (java) => send(java, express(received())), code: 5005, message: '订单不处于待发货状态' },
  { what: 'an order refunded whole', call: (java) => send(java, express(refunded())), code: 5004, message: '订单已退款' },
  { what: 'a virtual order by express', call: (java) => send(java, express(virtual())), code: 400, message: '虚拟商品订单只支持无需发货方式发货' },
  {
    what: 'a virtual order by 无需发货: shipped, its blank note kept empty',
    call: (java) => send(java, { orderNo: virtual().orderNo, deliveryType: 'noNeed', deliveryMark: '  ' }),
    ...ok,
    effect: () => {
      expect(virtual().status).toBe(4);
      expect(virtual().invoices[0]).toMatchObject({ deliveryType: 'noNeed', deliveryMark: '', expressCode: '', totalNum: virtual().totalNum });
    },
  },
  { what: 'a pickup order', arrange: () => Object.assign(one(), { shippingType: 2 }), call: (java) => send(java, express(one())), code: 5006, message: '订单配送方式门店自提' },
  {
    what: 'a group-buy order still forming is shipped (the reference does not wait for the group)',
    call: (java) => send(java, express(grouping())),
    ...ok,
    effect: () => expect(grouping().status).toBe(4),
  },
  {
    what: 'any carrier of the platform, linked by the store or not, shown or not; the note is not kept',
    call: (java) => send(java, express(one(), { expressCode: 'TTKDEX', expressNumber: ' TT 1 ', deliveryMark: '易碎' })),
    ...ok,
    effect: () => expect(one().invoices[0]).toMatchObject({ expressCode: 'TTKDEX', expressName: '天天快递', trackingNumber: ' TT 1 ', deliveryMark: '' }),
  },
  { what: 'a carrier the platform has not', call: (java) => send(java, express(one(), { expressCode: 'NOPE' })), code: 400, message: '未找到快递公司' },
  {
    what: 'merchant: any phone text is taken',
    call: (java) => send(java, { orderNo: one().orderNo, deliveryType: 'merchant', deliveryCarrier: '小王', carrierPhone: '12345' }),
    ...ok,
    effect: () => expect(one().invoices[0]).toMatchObject({ deliveryType: 'merchant', deliveryCarrier: '小王', carrierPhone: '12345' }),
  },
  {
    what: 'whole: every piece not shipped yet goes, refunded ones too, and the order awaits receipt',
    arrange: () => {
      const line = two().lines[0];
      Object.assign(line, { payNum: 3, refundNum: 1 });
      two().refundStatus = 2;
    },
    call: (java) => send(java, express(two())),
    ...ok,
    effect: () => {
      expect(two().lines.map((l) => l.deliveryNum)).toEqual(two().lines.map((l) => l.payNum));
      expect(two()).toMatchObject({ status: 4, isSplitDelivery: false });
    },
  },
  {
    what: 'whole: nothing left to ship',
    arrange: () => {
      for (const l of two().lines) l.deliveryNum = l.payNum;
      two().status = 2;
    },
    call: (java) => send(java, express(two())),
    code: 400,
    message: '订单没有需要发货的商品',
  },
  { what: 'split: no lines', call: (java) => send(java, express(two(), { isSplit: true, detailList: [] })), code: 400, message: '拆单发货详情不能为空' },
  {
    what: 'split: a line twice',
    call: (java) => {
      const id = two().lines[0].id;
      return send(java, express(two(), { isSplit: true, detailList: [{ orderDetailId: id, num: 1 }, { orderDetailId: id, num: 1 }] }));
    },
    code: 400,
    message: '有重复的发货单详情',
  },
  { what: 'split: a line of another order', call: (java) => send(java, express(two(), { isSplit: true, detailList: [{ orderDetailId: one().lines[0].id, num: 1 }] })), code: 400, message: '订单详情ID不对应' },
  {
    what: 'split: more than is left to ship',
    call: (java) => send(java, express(two(), { isSplit: true, detailList: [{ orderDetailId: two().lines[0].id, num: two().lines[0].payNum + 1 }] })),
    code: 400,
    message: '超出可发货数量,请重新选择数量',
  },
  {
    what: 'split: the lines are checked before the carrier',
    call: (java) => send(java, express(two(), { expressCode: 'NOPE', isSplit: true, detailList: [{ orderDetailId: two().lines[0].id, num: 99 }] })),
    code: 400,
    message: '超出可发货数量,请重新选择数量',
  },
  { what: 'split: a carrier the platform has not', call: (java) => send(java, express(two(), { expressCode: 'NOPE', isSplit: true, detailList: [{ orderDetailId: two().lines[0].id, num: 1 }] })), code: 400, message: '未找到快递公司' },
  {
    what: 'split: pieces the user asked back are shipped too; 部分发货 until every piece is shipped or refunded',
    arrange: () => Object.assign(two().lines[0], { applyRefundNum: two().lines[0].payNum }),
    call: (java) => send(java, express(two(), { isSplit: true, detailList: [{ orderDetailId: two().lines[0].id, num: two().lines[0].payNum }] })),
    ...ok,
    effect: () => {
      const [first, second] = two().lines;
      expect(first.deliveryNum).toBe(first.payNum);
      expect(second.deliveryNum).toBe(0);
      expect(two()).toMatchObject({ status: 2, isSplitDelivery: true });
      expect(two().invoices[0].detailList.map((d) => [d.productId, d.num])).toEqual([[first.productId, first.payNum]]);
    },
  },
];

describe('发货 as the reference backend', () => {
  it.each(SEND)('$what', runRow);
});

// ------------------------------------------------------------------------------------------------
// 备注, 删除, 小票, 核销

const userDeleted = pick((o) => o.isUserDel);
const unpaid = pick((o) => o.status === 0);
const pickup = pick((o) => o.status === 3 && o.refundStatus === 0 && !o.userRefundSign);
const listed = async (java: JavaClient, orderNo: string) =>
  (await java.get<{ list: Array<{ orderNo: string }> }>('/admin/merchant/order/list', { status: 'all', page: 1, limit: 100, orderNo, dateLimit: '', type: null })).data.list.map((o) => o.orderNo);

const ORDER_ACTIONS: Row[] = [
  { what: 'mark: no such order', call: (java) => java.post('/admin/merchant/order/mark', { orderNo: 'SH000', remark: '备注' }), code: 5001, message: '订单不存在' },
  {
    what: 'mark: kept as sent, blank text too',
    call: (java) => java.post('/admin/merchant/order/mark', { orderNo: one().orderNo, remark: '  ' }),
    ...ok,
    effect: () => {
      expect(one().merchantRemark).toBe('  ');
      expect(db().sensitiveLogs.at(-1)).toMatchObject({ description: '商户备注订单', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.MerchantOrderController.mark()' });
    },
  },
  { what: 'delete: an order the user has not deleted', call: (java) => java.post(`/admin/merchant/order/delete/${one().orderNo}`), code: 5007, message: '订单用户未删除' },
  { what: 'delete: no such order', call: (java) => java.post('/admin/merchant/order/delete/SH000'), code: 5001, message: '订单不存在' },
  {
    what: 'delete: gone from the list, still found by its number',
    call: (java) => java.post(`/admin/merchant/order/delete/${userDeleted().orderNo}`),
    ...ok,
    effect: async (java) => {
      expect(await listed(java, userDeleted().orderNo)).toEqual([]);
      expect((await java.get(`/admin/merchant/order/info/${userDeleted().orderNo}`)).code).toBe(200);
    },
  },
  { what: 'print: an unpaid order is printed too', call: (java) => java.get(`/admin/merchant/order/printreceipt/${unpaid().orderNo}`), ...ok },
  { what: 'print: no such order', call: (java) => java.get('/admin/merchant/order/printreceipt/SH000'), code: 5001, message: '订单不存在' },
  { what: 'verify: a wrong code', call: (java) => java.post('/admin/merchant/order/verification', { verifyCode: '000000' }), code: 400, message: '请选择正确的核销码' },
  {
    what: 'verify: answers true, the order 已收货',
    call: (java) => java.post('/admin/merchant/order/verification', { verifyCode: pickup().verifyCode }),
    code: 200,
    message: null,
    data: true,
    effect: () => expect(pickup().status).toBe(5),
  },
  {
    what: 'verify: once only',
    arrange: () => Object.assign(pickup(), { status: 5 }),
    call: (java) => java.post('/admin/merchant/order/verification', { verifyCode: pickup().verifyCode }),
    code: 5008,
    message: '订单已核销',
  },
];

describe('备注, 删除, 小票 and 核销 as the reference backend', () => {
  it.each(ORDER_ACTIONS)('$what', runRow);
});

// ------------------------------------------------------------------------------------------------
// 直接退款

const refund = (java: JavaClient, body: Record<string, unknown>) => java.post('/admin/merchant/order/direct/refund', body);
const directOk = { code: 200, message: '直接退款成功', data: null } as const;
const refundsOf = (order: DemoOrder) => db().refunds.filter((r) => r.orderNo === order.orderNo);
const paidBy = (payType: DemoOrder['payType']) => pick((o) => o.status === 1 && o.refundStatus === 0 && !o.userRefundSign && o.groupBuyRecordStatus === 99 && !o.isUserDel && o.payType === payType);
const byWechat = paidBy('weixin');
const byBalance = paidBy('yue');
/** The order of the seeded request awaiting review on a two-line order. */
const asked = pick((o) => o.lines.length === 2 && db().refunds.some((r) => r.orderNo === o.orderNo && r.refundStatus === 0));
const refusedAsk = pick((o) => db().refunds.some((r) => r.orderNo === o.orderNo && r.refundStatus === 1 && r.promoterType === 'user'));

const DIRECT_REFUND: Row[] = [
  { what: 'by line without lines, before the order is looked up', call: (java) => refund(java, { orderNo: 'SH000', returnType: 2 }), code: 400, message: '请选择要退款的商品' },
  { what: 'no such order', call: (java) => refund(java, { orderNo: 'SH000', returnType: 1 }), code: 5001, message: '订单不存在' },
  { what: 'an order refunded whole', call: (java) => refund(java, { orderNo: refunded().orderNo, returnType: 1 }), code: 5004, message: '订单已退款' },
  { what: 'a user asked for a refund (awaiting review)', call: (java) => refund(java, { orderNo: asked().orderNo, returnType: 1 }), code: 400, message: '发生用户申请退款的订单无法商家直接退款' },
  {
    what: 'a user asked for a refund once (paid back since)',
    arrange: () => {
      const request = db().refunds.find((r) => r.orderNo === asked().orderNo && r.refundStatus === 0)!;
      const line = asked().lines.find((l) => l.id === request.refundOrderInfo.orderDetailId)!;
      Object.assign(line, { applyRefundNum: 0, refundNum: line.payNum });
      Object.assign(request, { refundStatus: 3 });
      Object.assign(asked(), { refundStatus: 2, userRefundSign: false });
    },
    call: (java) => refund(java, { orderNo: asked().orderNo, returnType: 1 }),
    code: 400,
    message: '发生用户申请退款的订单无法商家直接退款',
  },
  {
    what: 'a user’s request refused is no obstacle',
    call: (java) => refund(java, { orderNo: refusedAsk().orderNo, returnType: 1 }),
    ...directOk,
    effect: () => expect(refusedAsk().refundStatus).toBe(3),
  },
  { what: 'by line: a line of another order', call: (java) => refund(java, { orderNo: two().orderNo, returnType: 2, detailList: [{ orderDetailId: one().lines[0].id, num: 1 }] }), code: 400, message: () => `选择的退款商品订单详情不存在,订单详情ID=${one().lines[0].id}` },
  {
    what: 'by line: a line under a request',
    arrange: () => Object.assign(two().lines[1], { applyRefundNum: 1 }),
    call: (java) => refund(java, { orderNo: two().orderNo, returnType: 2, detailList: [{ orderDetailId: two().lines[1].id, num: 1 }] }),
    code: 400,
    message: () => `选择的退款商品订单详情存在退款申请，无法操作直接退款,订单详情ID=${two().lines[1].id}`,
  },
  {
    what: 'whole: a line under a request',
    arrange: () => Object.assign(two().lines[1], { applyRefundNum: 1 }),
    call: (java) => refund(java, { orderNo: two().orderNo, returnType: 1 }),
    code: 400,
    message: () => `选择的退款商品订单详情存在退款申请，无法操作直接退款,订单详情ID=${two().lines[1].id}`,
  },
  {
    what: 'by line: more than is left to refund',
    call: (java) => refund(java, { orderNo: two().orderNo, returnType: 2, detailList: [{ orderDetailId: two().lines[0].id, num: two().lines[0].payNum + 1 }] }),
    code: 400,
    message: () => `选择的退款数量大于可退款数量,订单详情ID=${two().lines[0].id}`,
  },
  {
    what: 'an unpaid order is refunded too (the reference does not look)',
    call: (java) => refund(java, { orderNo: unpaid().orderNo, returnType: 1 }),
    ...directOk,
    effect: () => expect(refundsOf(unpaid()).length).toBe(unpaid().lines.length),
  },
  {
    what: 'WeChat: 退款中 until the callback, the lines and the order counted refunded at once, no reason and no flow step',
    call: (java) => refund(java, { orderNo: byWechat().orderNo, returnType: 2, detailList: [{ orderDetailId: byWechat().lines[0].id, num: 1 }] }),
    ...directOk,
    effect: () => {
      const [made] = refundsOf(byWechat());
      expect(made).toMatchObject({ refundStatus: 2, promoterType: 'merchant', afterSalesType: 1, returnGoodsType: 0, refundReasonWap: '', statusList: [] });
      expect(byWechat().lines[0].refundNum).toBe(1);
      expect(byWechat().refundStatus).toBe(2);
      expect(db().sensitiveLogs.at(-1)).toMatchObject({ description: '商户直接退款', methodType: '修改' });
    },
  },
  {
    what: 'balance: 已退款 at once; the last pieces pay back what is left of the line',
    arrange: () => Object.assign(byBalance().lines[0], { payNum: 3, payPrice: '10.00', price: '3.33' }),
    call: async (java) => {
      const line = byBalance().lines[0];
      await refund(java, { orderNo: byBalance().orderNo, returnType: 2, detailList: [{ orderDetailId: line.id, num: 1 }] });
      return refund(java, { orderNo: byBalance().orderNo, returnType: 2, detailList: [{ orderDetailId: line.id, num: 2 }] });
    },
    ...directOk,
    effect: () => {
      expect(refundsOf(byBalance()).map((r) => [r.refundStatus, r.refundPrice])).toEqual([
        [3, '3.33'],
        [3, '6.67'],
      ]);
      expect(byBalance().lines[0]).toMatchObject({ refundNum: 3, refundPrice: '10.00' });
    },
  },
];

describe('直接退款 as the reference backend', () => {
  it.each(DIRECT_REFUND)('$what', runRow);
});

// ------------------------------------------------------------------------------------------------
// 修改发货单, 物流

const shipped = pick((o) => o.status === 4 && o.invoices.length === 1 && o.invoices[0].deliveryType === 'express');
const invoiceOf = (order: DemoOrder) => order.invoices[0];
const updateInvoice = (java: JavaClient, body: Record<string, unknown>) => java.post('/admin/merchant/order/invoice/update', body);
const invoiceOk = { code: 200, message: '修改发货单配送信息成功', data: null } as const;

const INVOICE: Row[] = [
  { what: 'no such shipment', call: (java) => updateInvoice(java, { id: 987_654, expressCode: 'SF', expressNumber: '1' }), code: 5101, message: '订单发货单不存在' },
  { what: 'express: the number first', call: (java) => updateInvoice(java, { id: invoiceOf(shipped()).id, expressCode: 'NOPE' }), code: 400, message: '请填写快递单号' },
  { what: 'express: a carrier the platform has not', call: (java) => updateInvoice(java, { id: invoiceOf(shipped()).id, expressCode: 'NOPE', expressNumber: '1' }), code: 400, message: '未找到快递公司' },
  {
    what: 'express: any carrier of the platform, the number as sent; the note stays',
    arrange: () => Object.assign(invoiceOf(shipped()), { deliveryMark: '旧备注' }),
    call: (java) => updateInvoice(java, { id: invoiceOf(shipped()).id, expressCode: 'TTKDEX', expressNumber: ' TT2 ', deliveryMark: '新备注' }),
    ...invoiceOk,
    effect: () => expect(invoiceOf(shipped())).toMatchObject({ expressCode: 'TTKDEX', expressName: '天天快递', trackingNumber: ' TT2 ', deliveryMark: '旧备注' }),
  },
  {
    what: 'merchant: any phone text',
    arrange: () => Object.assign(invoiceOf(shipped()), { deliveryType: 'merchant' }),
    call: (java) => updateInvoice(java, { id: invoiceOf(shipped()).id, deliveryCarrier: '老李', carrierPhone: '12' }),
    ...invoiceOk,
    effect: () => expect(invoiceOf(shipped())).toMatchObject({ deliveryCarrier: '老李', carrierPhone: '12' }),
  },
  {
    what: '无需发货: a blank note is empty',
    arrange: () => Object.assign(invoiceOf(shipped()), { deliveryType: 'noNeed', deliveryMark: '旧备注' }),
    call: (java) => updateInvoice(java, { id: invoiceOf(shipped()).id, deliveryMark: ' ' }),
    ...invoiceOk,
    effect: () => expect(invoiceOf(shipped()).deliveryMark).toBe(''),
  },
  { what: 'logistics: no such shipment', call: (java) => java.get('/admin/merchant/order/get/987654/logistics/info'), code: 5101, message: '订单发货单不存在' },
  {
    what: 'logistics: a shipment not sent by express',
    arrange: () => Object.assign(invoiceOf(shipped()), { deliveryType: 'merchant' }),
    call: (java) => java.get(`/admin/merchant/order/get/${invoiceOf(shipped()).id}/logistics/info`),
    code: 5102,
    message: '订单发货单物流不存在',
  },
];

describe('修改发货单 and 物流 as the reference backend', () => {
  it.each(INVOICE)('$what', runRow);
});

// ------------------------------------------------------------------------------------------------
// 订单导出 (the workbook itself)

const HEADERS = ['订单类型', '订单号', '商户名称', '用户昵称', '实际支付金额', '支付状态', '支付方式', '支付渠道', '订单状态', '退款状态', '创建时间', '商品信息'];
const exportQuery = (query: Record<string, string | number | null>) => ({ status: 'all', page: 1, limit: 20, orderNo: '', dateLimit: '', type: null, searchType: 'all', content: '', ...query });
const newestFirst = (orders: DemoOrder[]) => orders.toSorted((a, b) => b.createTime.localeCompare(a.createTime) || b.orderNo.localeCompare(a.orderNo));

describe('订单导出 as the reference backend', () => {
  it('streams the workbook: the merged title and time rows, the twelve headers, every order of the tab newest first, all cells text', async () => {
    const java = await signedInJavaClient();
    const response = await java.fetch(`/admin/merchant/export/order/excel?${new URLSearchParams({ status: 'notShipped', page: '1', limit: '1', searchType: 'nickname', content: '不会有这个人' })}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(decodeURIComponent(disposition)).toMatch(/^attachment;filename\*=utf-8''订单导出_\d{14}\d{9}\.xlsx\.xlsx$/);
    const sheet = readSheet(await response.arrayBuffer());
    expect(sheet.name).toBe('sheet1');
    expect(sheet.rows[0]).toEqual(['订单导出']);
    expect(sheet.rows[1][0]).toMatch(/^生成时间:\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sheet.merged).toEqual(['A1:L1', 'A2:L2']);
    expect(sheet.rows[2]).toEqual(HEADERS);
    expect(sheet.types.every((t) => t === 'inlineStr')).toBe(true);
    // The user search and the page are not read: every order of the tab.
    const expected = newestFirst(db().orders.filter((o) => (o.status === 1 || o.status === 2) && o.refundStatus !== 3 && !o.isUserDel));
    expect(sheet.rows.slice(3).map((r) => r[1])).toEqual(expected.map((o) => o.orderNo));

    const order = expected[0];
    const user = db().users.find((u) => u.id === order.uid)!;
    const productInfo = order.lines.map((l) => `${l.productName}  ${l.payPrice} * ${l.payNum}`).join('\n');
    expect(sheet.rows[3]).toEqual([
      ['普通', '秒杀', '拼团'][order.type],
      order.orderNo,
      db().baseInfo.name,
      `${user.nickname}|${order.uid}`,
      order.payPrice,
      '已支付',
      { weixin: '微信支付', alipay: '支付宝支付', yue: '余额支付' }[order.payType],
      { mini: '小程序', public: '公众号', alipay: '支付宝', yue: '余额' }[order.payChannel ?? ''] ?? '',
      order.status === 1 ? '待发货' : '部分发货',
      ['未退款', '申请中', '部分退款', '已退款'][order.refundStatus],
      order.createTime,
      // An XML reader reads the cell's \r\n as \n.
      productInfo,
    ]);
  });

  it('exports the orders the merchant deleted too, and filters by number and type', async () => {
    const java = await signedInJavaClient();
    const target = userDeleted();
    expect((await java.post(`/admin/merchant/order/delete/${target.orderNo}`)).code).toBe(200);
    const response = await java.fetch(`/admin/merchant/export/order/excel?${new URLSearchParams({ status: 'deleted', orderNo: target.orderNo.slice(2), type: String(target.type) })}`);
    expect(readSheet(await response.arrayBuffer()).rows.slice(3).map((r) => r[1])).toEqual([target.orderNo]);
  });

  it('refuses an export with nothing in it, in the JSON envelope', async () => {
    const java = await signedInJavaClient();
    expect(await java.get('/admin/merchant/export/order/excel', exportQuery({ orderNo: 'SH000' }))).toEqual({ code: 400, message: '没有可导出的数据！', data: null });
  });
});

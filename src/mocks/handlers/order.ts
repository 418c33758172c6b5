import { handle } from '../kit/handle';
import { orderInfo, orderInvoices, orderLines, orderPage, orderStatusCounts } from '../logic/order-list';
import { deleteOrder, verifyOrder } from '../logic/order-lifecycle';
import { printReceipt, remarkOrder } from '../logic/order-remark-print';
import { refundOrderDirectly } from '../logic/order-direct-refund';
import { orderLogistics, sendOrder, updateInvoice } from '../logic/order-ship';
import { exportOrders, exportOrdersExcel } from '../logic/order-export';
import { wireAnswer } from '../lib';
import { SENSITIVE_CALLS } from '../sensitive-calls';

export const orderHandlers = [
  handle('getOrderList', { permission: 'merchant:order:page:list' }, ({ query }) => orderPage(query)),
  handle('getOrderStatusNum', { permission: 'merchant:order:status:num' }, ({ query }) => orderStatusCounts(query)),
  handle('getOrderInfo', { permission: 'merchant:order:info' }, ({ params }) => orderInfo(params.orderNo)),
  handle('getOrderDetailList', { permission: 'merchant:order:detail:list' }, ({ params }) => orderLines(params.orderNo)),
  handle('getOrderInvoiceList', { permission: 'merchant:order:invoice:list' }, ({ params }) => orderInvoices(params.orderNo)),
  handle('getOrderLogistics', { permission: 'merchant:order:logistics:info' }, ({ params }) => wireAnswer(orderLogistics(params.invoiceId))),
  handle('sendOrder', { permission: 'merchant:order:send', log: SENSITIVE_CALLS.orderSend }, ({ body }) => sendOrder(body)),
  handle('remarkOrder', { permission: 'merchant:order:mark', log: SENSITIVE_CALLS.orderMark }, ({ body }) => remarkOrder(body.orderNo, body.remark)),
  handle('deleteOrder', { permission: 'merchant:order:delete', log: SENSITIVE_CALLS.orderDelete }, ({ params }) => deleteOrder(params.orderNo)),
  handle('printOrderReceipt', { permission: 'merchant:order:print', log: SENSITIVE_CALLS.orderPrint }, ({ params }) => printReceipt(params.orderNo)),
  handle('verifyOrder', { permission: 'merchant:order:verification', log: SENSITIVE_CALLS.orderVerify }, ({ body, account }) => verifyOrder(body.verifyCode, account)),
  handle('refundOrderDirectly', { permission: 'merchant:order:direct:refund', log: SENSITIVE_CALLS.orderRefund }, ({ body }) => refundOrderDirectly(body)),
  handle('updateOrderInvoice', { permission: 'merchant:order:invoice:update', log: SENSITIVE_CALLS.orderInvoiceUpdate }, ({ body }) => updateInvoice(body)),
  handle('exportOrders', { permission: 'merchant:export:order:excel' }, ({ account, query }) => exportOrders(account, query)),
  // The reference backend's export: the workbook is the answer.
  handle('exportOrdersExcel', { permission: 'merchant:export:order:excel' }, ({ query }) => exportOrdersExcel(query)),
];

import { handle } from '../kit/handle';
import { auditRefund, merchantAddresses, receiveReturn, refundDetail, refundPage, refundStatusCounts, rejectReturn, remarkRefund } from '../logic/refund';
import { SENSITIVE_CALLS } from '../sensitive-calls';

export const refundHandlers = [
  handle('getRefundList', { permission: 'merchant:refund:order:page:list' }, ({ query }) => refundPage(query)),
  handle('getRefundStatusNum', { permission: 'merchant:refund:order:status:num' }, ({ query }) => refundStatusCounts(query)),
  handle('getRefundDetail', { permission: 'merchant:refund:order:detail' }, ({ params }) => refundDetail(params.refundOrderNo)),
  handle('remarkRefund', { permission: 'merchant:refund:order:mark', log: SENSITIVE_CALLS.refundMark }, ({ body }) => remarkRefund(body.refundOrderNo, body.remark)),
  handle('auditRefund', { permission: 'merchant:refund:order:audit', log: SENSITIVE_CALLS.refundAudit }, ({ body }) => auditRefund(body)),
  // Before …/receiving/{refundOrderNo}, which would take 'reject' for a refund number.
  handle('rejectRefundGoods', { permission: 'merchant:refund:order:receiving:reject', log: SENSITIVE_CALLS.refundRejectReceive }, ({ body }) => rejectReturn(body.refundOrderNo, body.reason)),
  handle('receiveRefundGoods', { permission: 'merchant:refund:order:receiving', log: SENSITIVE_CALLS.refundReceive }, ({ params }) => receiveReturn(params.refundOrderNo)),
  handle('getMerchantAddressList', { permission: 'merchant:address:list' }, ({ query }) => merchantAddresses(query.isShow)),
];

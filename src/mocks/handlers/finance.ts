import { handle } from '../kit/handle';
import { applyClosing, closingBaseInfo, closingRecordDetail, closingRecordPage, dailyStatementPage, fundsFlowPage, monthStatementPage, userClosingPage } from '../logic/finance';

/** 财务: the store's money, bills and settlements. */
export const financeHandlers = [
  handle('getFundsFlowList', { permission: 'merchant:finance:funds:flow' }, ({ query }) => fundsFlowPage(query)),
  handle('getDailyStatementList', { permission: 'merchant:finance:daily:statement:page:list' }, ({ query }) => dailyStatementPage(query)),
  handle('getMonthStatementList', { permission: 'merchant:finance:month:statement:page:list' }, ({ query }) => monthStatementPage(query)),
  handle('getClosingBaseInfo', { permission: 'merchant:finance:closing:base:info' }, closingBaseInfo),
  handle('applyClosing', { permission: 'merchant:finance:closing:apply' }, ({ body }) => applyClosing(body)),
  handle('getClosingRecordList', { permission: 'merchant:finance:closing:page:list' }, ({ query }) => closingRecordPage(query)),
  handle('getClosingRecordDetail', { permission: 'merchant:finance:closing:detail' }, ({ params }) => closingRecordDetail(params.closingNo)),
  handle('getUserClosingList', { permission: 'merchant:finance:user:closing:page:list' }, ({ query }) => userClosingPage(query)),
];

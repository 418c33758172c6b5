import { handle } from '../kit/handle';
import { outsideDemo } from '../lib';
import { allExpresses, exportPage, linkedExpressPage, platformExpressPage, relateExpress, sensitiveLogPage, toggleExpressDefault, toggleExpressOpen, unlinkExpress } from '../logic/maintain';
import { SENSITIVE_CALLS } from '../sensitive-calls';

export const maintainHandlers = [
  handle('getExportList', { permission: 'merchant:export:list' }, ({ query }) => exportPage(query)),
  handle('getSensitiveLogList', { permission: 'merchant:log:sensitive:list' }, ({ query }) => sensitiveLogPage(query)),
  handle('getMerchantExpressPage', { permission: 'merchant:express:search:page' }, ({ query }) => linkedExpressPage(query)),
  handle('getExpressList', { permission: 'merchant:express:all' }, ({ query }) => allExpresses(query.type)),
  // Electronic waybill templates come from the platform's one-pass service (一号通).
  handle('getExpressSheetTemplates', { permission: 'merchant:express:template' }, () => outsideDemo('一号通')),
  handle('getPlatformExpressList', { permission: 'merchant:express:list' }, ({ query }) => platformExpressPage(query)),
  handle('relateExpress', { permission: 'merchant:express:relate', log: SENSITIVE_CALLS.expressRelate }, ({ body }) => relateExpress(body.expressId)),
  handle('toggleExpressOpen', { permission: 'merchant:express:open:switch', log: SENSITIVE_CALLS.expressOpen }, ({ params }) => toggleExpressOpen(params.id)),
  handle('toggleExpressDefault', { permission: 'merchant:express:default:switch', log: SENSITIVE_CALLS.expressDefault }, ({ params }) => toggleExpressDefault(params.id)),
  handle('deleteMerchantExpress', { permission: 'merchant:express:delete', log: SENSITIVE_CALLS.expressDelete }, ({ params }) => unlinkExpress(params.id)),
];

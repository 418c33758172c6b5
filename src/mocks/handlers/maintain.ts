import { handle } from '../kit/handle';
import { allExpresses, exportPage, linkedExpressPage, platformExpressPage, relateExpress, sensitiveLogPage, toggleExpressDefault, toggleExpressOpen, unlinkExpress } from '../logic/maintain';

export const maintainHandlers = [
  handle('getExportList', { permission: 'merchant:export:list' }, ({ query }) => exportPage(query)),
  handle('getSensitiveLogList', { permission: 'merchant:log:sensitive:list' }, ({ query }) => sensitiveLogPage(query)),
  handle('getMerchantExpressPage', { permission: 'merchant:express:search:page' }, ({ query }) => linkedExpressPage(query)),
  handle('getExpressList', { permission: 'merchant:express:all' }, ({ query }) => allExpresses(query.type)),
  handle('getPlatformExpressList', { permission: 'merchant:express:list' }, ({ query }) => platformExpressPage(query)),
  handle('relateExpress', { permission: 'merchant:express:relate' }, ({ body }) => relateExpress(body.expressId)),
  handle('toggleExpressOpen', { permission: 'merchant:express:open:switch' }, ({ params }) => toggleExpressOpen(params.id)),
  handle('toggleExpressDefault', { permission: 'merchant:express:default:switch' }, ({ params }) => toggleExpressDefault(params.id)),
  handle('deleteMerchantExpress', { permission: 'merchant:express:delete' }, ({ params }) => unlinkExpress(params.id)),
];

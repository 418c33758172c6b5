import { handle } from '../kit/handle';
import { addTemplate, cityTree, deleteTemplate, templateInfo, templatePage, updateTemplate } from '../logic/shipping';

export const shippingHandlers = [
  handle('getShippingTemplateList', { permission: 'merchant:shipping:templates:list' }, ({ query }) => templatePage(query)),
  handle('getShippingTemplateInfo', { permission: 'merchant:shipping:templates:info' }, ({ params }) => templateInfo(params.id)),
  handle('saveShippingTemplate', { permission: 'merchant:shipping:templates:save' }, ({ body }) => addTemplate(body)),
  handle('updateShippingTemplate', { permission: 'merchant:shipping:templates:update' }, ({ body }) => updateTemplate(body)),
  handle('deleteShippingTemplate', { permission: 'merchant:shipping:templates:delete' }, ({ params }) => deleteTemplate(params.id)),
  handle('getCityTree', { permission: 'merchant:city:list:tree' }, cityTree),
];

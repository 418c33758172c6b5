import { handle } from '../kit/handle';
import { addTemplate, cityTree, deleteTemplate, templateInfo, templatePage, updateTemplate } from '../logic/shipping';
import { SENSITIVE_CALLS } from '../sensitive-calls';

export const shippingHandlers = [
  handle('getShippingTemplateList', { permission: 'merchant:shipping:templates:list' }, ({ query }) => templatePage(query)),
  handle('getShippingTemplateInfo', { permission: 'merchant:shipping:templates:info' }, ({ params }) => templateInfo(params.id)),
  handle('saveShippingTemplate', { permission: 'merchant:shipping:templates:save', log: SENSITIVE_CALLS.templateSave }, ({ body }) => addTemplate(body)),
  handle('updateShippingTemplate', { permission: 'merchant:shipping:templates:update', log: SENSITIVE_CALLS.templateUpdate }, ({ body }) => updateTemplate(body)),
  handle('deleteShippingTemplate', { permission: 'merchant:shipping:templates:delete', log: SENSITIVE_CALLS.templateDelete }, ({ params }) => deleteTemplate(params.id)),
  handle('getCityTree', { permission: 'merchant:city:list:tree' }, cityTree),
  // Every level, streets too in the reference; the demo's regions end at districts, so it is the same tree.
  handle('getCityRegionTree', { permission: 'merchant:city:region:list:tree' }, cityTree),
];

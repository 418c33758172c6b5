import { handle } from '../kit/handle';
import { RULE_LOG } from './product-log';
import { addRule, deleteRule, rule, rulePage, updateRule } from '../logic/product-rule';

export const productRuleHandlers = [
  handle('getProductRuleList', { permission: 'merchant:product:rule:page:list' }, ({ query }) => rulePage(query)),
  handle('getProductRule', { permission: 'merchant:product:rule:info' }, ({ params }) => rule(params.id)),
  handle('saveProductRule', { permission: 'merchant:product:rule:save', log: RULE_LOG.save }, ({ body }) => addRule(body)),
  handle('updateProductRule', { permission: 'merchant:product:rule:update', log: RULE_LOG.update }, ({ body }) => updateRule(body)),
  handle('deleteProductRule', { permission: 'merchant:product:rule:delete', log: RULE_LOG.delete }, ({ params }) => deleteRule(params.id)),
];

import { handle } from '../kit/handle';
import { addLabel, deleteLabel, labelPage, updateLabel } from '../logic/product-label';

export const productLabelHandlers = [
  handle('getProductLabelList', { permission: 'merchant:product:label:list' }, ({ query }) => labelPage(query)),
  handle('saveProductLabel', { permission: 'merchant:product:label:save' }, ({ body }) => addLabel(body)),
  handle('updateProductLabel', { permission: 'merchant:product:label:update' }, ({ body }) => updateLabel(body)),
  handle('deleteProductLabel', { permission: 'merchant:product:label:delete' }, ({ params }) => deleteLabel(params.id)),
];

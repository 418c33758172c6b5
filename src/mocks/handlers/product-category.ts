import { handle } from '../kit/handle';
import { addMerchantCategory, deleteMerchantCategory, toggleMerchantCategory, updateMerchantCategory } from '../logic/product-category';

export const productCategoryHandlers = [
  handle('addMerchantCategory', { permission: 'merchant:product:category:add' }, ({ body }) => addMerchantCategory(body)),
  handle('updateMerchantCategory', { permission: 'merchant:product:category:update' }, ({ body }) => updateMerchantCategory(body)),
  handle('deleteMerchantCategory', { permission: 'merchant:product:category:delete' }, ({ params }) => deleteMerchantCategory(params.id)),
  handle('toggleMerchantCategoryShow', { permission: 'merchant:product:category:show:status' }, ({ params }) => toggleMerchantCategory(params.id)),
];

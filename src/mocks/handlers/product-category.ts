import { handle } from '../kit/handle';
import { CATEGORY_LOG } from './product-log';
import { addMerchantCategory, deleteMerchantCategory, toggleMerchantCategory, updateMerchantCategory } from '../logic/product-category';

export const productCategoryHandlers = [
  handle('addMerchantCategory', { permission: 'merchant:product:category:add', log: CATEGORY_LOG.add }, ({ body }) => addMerchantCategory(body)),
  handle('updateMerchantCategory', { permission: 'merchant:product:category:update', log: CATEGORY_LOG.update }, ({ body }) => updateMerchantCategory(body)),
  handle('deleteMerchantCategory', { permission: 'merchant:product:category:delete', log: CATEGORY_LOG.delete }, ({ params }) => deleteMerchantCategory(params.id)),
  handle('toggleMerchantCategoryShow', { permission: 'merchant:product:category:show:status', log: CATEGORY_LOG.show }, ({ params }) => toggleMerchantCategory(params.id)),
];

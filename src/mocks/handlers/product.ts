import { handle } from '../kit/handle';
import { PRODUCT_LOG } from './product-log';
import { exportProducts, pickerPage, productInfo, productPage, tabCounts } from '../logic/product-list';
import { addProduct, updateProduct } from '../logic/product-save';
import { addStock, editWithoutReview } from '../logic/product-quick-edit';
import { deleteMany, deleteProduct, putManyOnSale, putOnSale, recycleMany, restore, submitMany, submitOne, takeManyOffSale, takeOffSale } from '../logic/product-lifecycle';
import { addCoupons, addManyCoupons, setBrokerage, setFreight, setManyBrokerage, setManyFreight } from '../logic/product-bulk';
import { auditSwitch } from '../logic/product-review';
import { copyConfig, copyProduct, importProduct } from '../logic/product-import';
import { SENSITIVE_CALLS } from '../sensitive-calls';
import { outsideDemo } from '../lib';

export const productHandlers = [
  handle('getProductList', { permission: 'merchant:product:page:list' }, ({ query }) => productPage(query)),
  handle('getProductTabsHeaders', { permission: 'merchant:product:tabs:headers' }, ({ query }) => tabCounts(query)),
  handle('getProductInfo', { permission: 'merchant:product:info' }, ({ params }) => productInfo(params.id)),
  handle('getProductForCopy', { permission: 'merchant:product:info' }, ({ params }) => productInfo(params.id)),
  handle('getProductDetail', { permission: 'merchant:product:info' }, ({ query }) => productInfo(query.id)),
  handle('saveProduct', { permission: 'merchant:product:save', log: PRODUCT_LOG.save }, ({ body }) => addProduct(body)),
  handle('updateProduct', { permission: 'merchant:product:update', log: PRODUCT_LOG.update }, ({ body }) => updateProduct(body)),
  handle('deleteProduct', { permission: 'merchant:product:delete', log: SENSITIVE_CALLS.productDelete }, ({ body }) => deleteProduct(body.id, body.type)),
  handle('restoreProduct', { permission: 'merchant:product:restore', log: PRODUCT_LOG.restore }, ({ params }) => restore([params.id])),
  handle('putProductOnSale', { permission: 'merchant:product:up', log: PRODUCT_LOG.up }, ({ params }) => putOnSale(params.id)),
  handle('takeProductOffSale', { permission: 'merchant:product:down', log: PRODUCT_LOG.down }, ({ params }) => takeOffSale(params.id)),
  handle('submitProductAudit', { permission: 'merchant:product:submit:audit', log: PRODUCT_LOG.submitAudit }, ({ params, body }) => submitOne(params.id, body.id, body.isAutoUp)),
  handle('submitProductForAudit', { permission: 'merchant:product:submit:audit', log: PRODUCT_LOG.submitAudit }, ({ body }) => submitOne(body.id, body.id, body.isAutoUp)),
  handle('addProductStock', { permission: 'merchant:product:quick:stock:add', log: PRODUCT_LOG.quickAddStock }, ({ body }) => addStock(body)),
  handle('editProductWithoutReview', { permission: 'merchant:product:review:free:edit', log: PRODUCT_LOG.reviewFreeEdit }, ({ body }) => editWithoutReview(body)),
  handle('importProduct', { permission: 'merchant:product:import:product' }, ({ query }) => importProduct(query.url, query.form)),
  handle('getProductCopyConfig', { permission: 'admin:product:copy:config' }, copyConfig),
  // 同步商品 reads another store's catalogue, which the demo does not have. The reference checks no permission
  // (its check is commented out); the demo requires the one it names.
  handle('syncProducts', { permission: 'merchant:product:sync', log: PRODUCT_LOG.sync }, () => outsideDemo('外部店铺')),
  handle('copyProduct', { permission: 'merchant:product:copy:product' }, ({ body }) => copyProduct(body.url)),
  handle('searchActivityProducts', { permission: 'merchant:product:activity:search:page' }, ({ query }) => pickerPage(query)),
  handle('searchMarketingProducts', { permission: 'merchant:product:marketing:search:page' }, ({ query }) => pickerPage(query)),
  handle('setProductFreight', { permission: 'merchant:product:set:freight:template' }, ({ body }) => setFreight(body.id, body.templateId)),
  handle('batchSetProductFreight', { permission: 'merchant:product:batch:set:freight:template' }, ({ body }) => setManyFreight(body.idList, body.templateId)),
  handle('setProductBrokerage', { permission: 'merchant:product:set:brokerage' }, ({ body }) => setBrokerage(body.id, body.brokerage, body.brokerageTwo)),
  handle('batchSetProductBrokerage', { permission: 'merchant:product:batch:set:brokerage' }, ({ body }) => setManyBrokerage(body.idList, body.brokerage, body.brokerageTwo)),
  handle('addProductFeedbackCoupons', { permission: 'merchant:product:add:feedback:coupons' }, ({ body }) => addCoupons(body.id, body.couponIds)),
  handle('batchAddProductFeedbackCoupons', { permission: 'merchant:product:batch:add:feedback:coupons' }, ({ body }) => addManyCoupons(body.idList, body.couponIds)),
  handle('batchPutProductsOnSale', { permission: 'merchant:product:batch:up', log: PRODUCT_LOG.batchUp }, ({ body }) => putManyOnSale(body.idList)),
  handle('batchTakeProductsOffSale', { permission: 'merchant:product:batch:down', log: PRODUCT_LOG.batchDown }, ({ body }) => takeManyOffSale(body.idList)),
  handle('batchRecycleProducts', { permission: 'merchant:product:batch:recycle', log: PRODUCT_LOG.batchRecycle }, ({ body }) => recycleMany(body.idList)),
  handle('batchRestoreProducts', { permission: 'merchant:product:batch:restore', log: PRODUCT_LOG.batchRestore }, ({ body }) => restore(body.idList)),
  handle('batchSubmitProductAudit', { permission: 'merchant:product:batch:submit:audit', log: PRODUCT_LOG.batchSubmitAudit }, ({ body }) => submitMany(body.idList)),
  handle('batchDeleteProducts', { permission: 'merchant:product:batch:delete', log: SENSITIVE_CALLS.productBatchDelete }, ({ body }) => deleteMany(body.idList)),
  handle('getProductAuditSwitch', { permission: 'merchant:product:audit:switch:info' }, auditSwitch),
  handle('exportProducts', { permission: 'merchant:export:product:excel' }, ({ account, query }) => exportProducts(account, query)),
];

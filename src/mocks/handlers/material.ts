import { handle } from '../kit/handle';
import { MATERIAL_LOG } from './product-log';
import { addCategory, attachmentPage, categoriesByIds, categoryInfo, categoryPage, categoryTree, deleteAttachments, deleteCategory, moveAttachments, toggleCategoryStatus, updateCategory, upload } from '../logic/material';

export const materialHandlers = [
  handle('getCategoryTree', { permission: 'merchant:category:list:tree' }, ({ query }) => categoryTree(query)),
  handle('getCategoryPage', { permission: 'merchant:category:list' }, ({ query }) => categoryPage(query)),
  handle('getCategoryInfo', { permission: 'merchant:category:info' }, ({ params }) => categoryInfo(params.id)),
  handle('getCategoriesByIds', { permission: 'merchant:category:list:ids' }, ({ query }) => categoriesByIds(query.ids)),
  handle('saveCategory', { permission: 'merchant:category:save', log: MATERIAL_LOG.categorySave }, ({ body }) => addCategory(body)),
  handle('updateCategory', { permission: 'merchant:category:update', log: MATERIAL_LOG.categoryUpdate }, ({ params, query }) => updateCategory(params.id, query)),
  handle('toggleCategoryStatus', { permission: 'merchant:category:update:status' }, ({ params }) => toggleCategoryStatus(params.id)),
  handle('deleteCategory', { permission: 'merchant:category:delete', log: MATERIAL_LOG.categoryDelete }, ({ params }) => deleteCategory(params.id)),
  handle('getAttachmentList', { permission: 'merchant:attachment:list' }, ({ query }) => attachmentPage(query)),
  handle('deleteAttachments', { permission: 'merchant:attachment:delete', log: MATERIAL_LOG.attachmentDelete }, ({ body }) => deleteAttachments(body.ids)),
  handle('moveAttachments', { permission: 'merchant:attachment:move' }, ({ body }) => moveAttachments(body.pid, body.attrId)),
  handle('uploadImage', { permission: 'merchant:upload:image' }, ({ body, query }) => upload(body, query.pid, 'image')),
  handle('uploadFile', { permission: 'merchant:upload:file' }, ({ body, query }) => upload(body, query.pid, 'file')),
];

import { handle } from '../kit/handle';
import { addCategory, attachmentPage, categoryTree, deleteAttachments, deleteCategory, moveAttachments, toggleCategoryStatus, updateCategory, upload } from '../logic/material';

export const materialHandlers = [
  handle('getCategoryTree', { permission: 'merchant:category:list:tree' }, ({ query }) => categoryTree(query)),
  handle('saveCategory', { permission: 'merchant:category:save' }, ({ body }) => addCategory(body)),
  handle('updateCategory', { permission: 'merchant:category:update' }, ({ params, query }) => updateCategory(params.id, query)),
  handle('toggleCategoryStatus', { permission: 'merchant:category:update:status' }, ({ params }) => toggleCategoryStatus(params.id)),
  handle('deleteCategory', { permission: 'merchant:category:delete' }, ({ params }) => deleteCategory(params.id)),
  handle('getAttachmentList', { permission: 'merchant:attachment:list' }, ({ query }) => attachmentPage(query)),
  handle('deleteAttachments', { permission: 'merchant:attachment:delete' }, ({ body }) => deleteAttachments(body.ids)),
  handle('moveAttachments', { permission: 'merchant:attachment:move' }, ({ body }) => moveAttachments(body.pid, body.attrId)),
  handle('uploadImage', { permission: 'merchant:upload:image' }, ({ body, query }) => upload(body, query.pid, 'image')),
  handle('uploadFile', { permission: 'merchant:upload:file' }, ({ body, query }) => upload(body, query.pid, 'file')),
];

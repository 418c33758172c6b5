import { handle } from '../kit/handle';
import { addVirtualReply, deleteReply, replyInfo, replyPage, replyToReview } from '../logic/product-reply';

export const productReplyHandlers = [
  handle('getProductReplyList', { permission: 'merchant:product:reply:page:list' }, ({ query }) => replyPage(query)),
  handle('addVirtualReply', { permission: 'merchant:product:reply:virtual' }, ({ body }) => addVirtualReply(body)),
  handle('deleteProductReply', { permission: 'merchant:product:reply:delete' }, ({ params }) => deleteReply(params.id)),
  handle('replyToProductReview', { permission: 'merchant:product:reply:comment' }, ({ body }) => replyToReview(body)),
  handle('getProductReply', { permission: 'merchant:product:reply:info' }, ({ params }) => replyInfo(params.id)),
];

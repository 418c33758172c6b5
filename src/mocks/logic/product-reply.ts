import type { ErrorResult, GetProductReplyListParams, ProductReply, ProductReplyCommentRequest, ProductReplyVirtualRequest } from '@/api/generated/model';
import { dateRangeOf } from '../date-limit';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import { formatDateTime } from './time';

// 商品评论: the buyers' reviews, the ones the store writes itself (uid 0), and the store's replies.

export const REPLY_NOT_FOUND = '评论不存在';
const COMMENT_MAX = 512;
const PICS_MAX = 6;

const phoneOf = (uid: number) => (uid > 0 ? (getDb().users.find((u) => u.id === uid)?.phone ?? '') : '');

/** The user search of the list: uid exact, phone through the user's record, nickname contained. */
function matchesUser(r: ProductReply, searchType: string, content: string) {
  if (!content) return true;
  switch (searchType) {
    case 'uid':
      return String(r.uid) === content;
    case 'phone':
      return phoneOf(r.uid).includes(content);
    case 'nickname':
      return r.nickname.includes(content);
    default:
      return String(r.uid) === content || phoneOf(r.uid).includes(content) || r.nickname.includes(content);
  }
}

const isReplied = (r: ProductReply) => Boolean(r.merchantReplyContent);

const byNewest = (a: ProductReply, b: ProductReply) => b.createTime.localeCompare(a.createTime) || b.id - a.id;

function find(id: number): ProductReply | ErrorResult {
  return getDb().replies.find((r) => r.id === id) ?? fail(500, REPLY_NOT_FOUND);
}

/** The checks of the real backend on a store-written review, with its messages. */
function validateVirtual(body: ProductReplyVirtualRequest): ErrorResult | null {
  if (!Number.isInteger(body.star) || body.star < 1 || body.star > 5) return fail(400, '评价星级为1-5星');
  if (!body.comment?.trim()) return fail(400, '评论内容不能为空');
  if (body.comment.length > COMMENT_MAX) return fail(400, `评论内容不能超过${COMMENT_MAX}个字符`);
  if (!body.nickname?.trim()) return fail(400, '评论人昵称不能为空');
  if (!body.avatar?.trim()) return fail(400, '评论人头像不能为空');
  if ((body.pics ?? []).length > PICS_MAX) return fail(400, `评论图片最多${PICS_MAX}张`);
  return null;
}

export function replyPage(q: GetProductReplyListParams) {
  const searchType = q.searchType ?? 'all';
  const content = (q.content ?? '').trim();
  const productSearch = (q.productSearch ?? '').trim();
  const star = q.star ?? 0;
  const range = dateRangeOf(q.dateLimit);
  const rows = getDb()
    .replies.filter((r) => matchesUser(r, searchType, content))
    .filter((r) => !productSearch || r.productName.includes(productSearch))
    .filter((r) => !star || r.star === star)
    .filter((r) => q.isReply === undefined || isReplied(r) === q.isReply)
    .filter((r) => !range || (r.createTime >= range[0] && r.createTime <= range[1]))
    .toSorted(byNewest);
  return pageOf(rows, q);
}

export const replyInfo = (id: number) => find(id);

export function addVirtualReply(body: ProductReplyVirtualRequest) {
  const db = getDb();
  const product = db.products.find((p) => p.id === body.productId);
  if (!product) return fail(500, '商品不存在');
  const sku = product.attrValue.find((v) => v.id === body.attrValueId);
  if (!sku) return fail(500, '商品规格属性不存在');
  const invalid = validateVirtual(body);
  if (invalid) return invalid;
  db.replies.push({
    id: db.replies.reduce((max, r) => Math.max(max, r.id), 0) + 1,
    uid: 0,
    productId: product.id,
    star: body.star,
    comment: body.comment.trim(),
    pics: body.pics ?? [],
    nickname: body.nickname.trim(),
    avatar: body.avatar,
    createTime: formatDateTime(new Date()),
    sku: sku.sku ?? '',
    productName: product.name,
    productImage: product.image,
    isLogoff: false,
  });
  commit();
  return null;
}

export function deleteReply(id: number) {
  const reply = find(id);
  if (isError(reply)) return reply;
  const db = getDb();
  db.replies = db.replies.filter((r) => r.id !== reply.id);
  commit();
  return null;
}

export function replyToReview(body: ProductReplyCommentRequest) {
  const reply = find(body.id);
  if (isError(reply)) return reply;
  const text = (body.merchantReplyContent ?? '').trim();
  if (!text) return fail(400, '回复内容不能为空');
  if (text.length > COMMENT_MAX) return fail(400, `回复内容不能超过${COMMENT_MAX}个字符`);
  reply.merchantReplyContent = text;
  reply.merchantReplyTime = formatDateTime(new Date());
  commit();
  return null;
}

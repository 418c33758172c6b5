import type { ErrorResult, GetProductReplyListParams, ProductReply, ProductReplyCommentRequest, ProductReplyVirtualRequest } from '@/api/generated/model';
import { dateRangeOf } from '../date-limit';
import { commit, getDb } from '../db';
import { compareText, fail, pageOf } from '../lib';
import type { DemoReply } from '../types/products';
import { NOTHING_UPDATED, refuse } from './product-calls';
import { formatDateTime } from './time';

// 商品评论: the buyers' reviews, the ones the store writes itself (uid 0), and the store's replies.

export const REPLY_NOT_FOUND = '评论不存在';
const COMMENT_MAX = 512;
const PICS_MAX = 6;

/** A review as the list shows it: the demo's own flag left out. */
const listed = ({ isReply: _r, ...reply }: DemoReply): ProductReply => reply;

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

/** The seed's replies carry the flag; a reply always sets it. */
const isReplied = (r: DemoReply) => r.isReply ?? Boolean(r.merchantReplyContent);

const byNewest = (a: ProductReply, b: ProductReply) => compareText(b.createTime, a.createTime) || b.id - a.id;

const find = (id: number) => getDb().replies.find((r) => r.id === id);

/** The checks of the real backend on a store-written review, with its messages. */
function validateVirtual(body: ProductReplyVirtualRequest): ErrorResult | null {
  if (!Number.isInteger(body.star) || body.star < 1 || body.star > 5) return fail(400, '评价星级为1-5');
  if (!body.comment?.trim()) return fail(400, '请填写评论内容');
  if (body.comment.length > COMMENT_MAX) return fail(400, `评论内容长度不能超过${COMMENT_MAX}个字符`);
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
  return pageOf(rows, q, listed);
}

export function replyInfo(id: number) {
  const reply = find(id);
  return reply ? listed(reply) : fail(500, REPLY_NOT_FOUND);
}

/**
 * A review the store writes itself (uid 0): the product must be there; the SKU is looked up among all of
 * the store's SKUs, as the reference does (it does not ask that the SKU be the product's).
 */
export function addVirtualReply(body: ProductReplyVirtualRequest) {
  const invalid = validateVirtual(body);
  if (invalid) return invalid;
  const db = getDb();
  const product = db.products.find((p) => p.id === body.productId);
  if (!product) return refuse.notFound();
  const sku = db.products.flatMap((p) => p.attrValue).find((v) => v.id === body.attrValueId);
  if (!sku) return fail(6901, '商品规格属性值不存在');
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

/** A review deleted; an id of none is the reference's failed update. */
export function deleteReply(id: number) {
  const reply = find(id);
  if (!reply) return fail(500, NOTHING_UPDATED);
  const db = getDb();
  db.replies = db.replies.filter((r) => r.id !== reply.id);
  commit();
  return null;
}

/** The store answers a review once, as it writes it (the reference reads the reply unchecked: an empty one is an answer). */
export function replyToReview(body: ProductReplyCommentRequest) {
  const reply = find(body.id);
  if (!reply) return fail(6902, '商品评论不存在');
  if (isReplied(reply)) return fail(6903, '商品已评论');
  reply.merchantReplyContent = body.merchantReplyContent ?? '';
  reply.merchantReplyTime = formatDateTime(new Date());
  reply.isReply = true;
  commit();
  return null;
}

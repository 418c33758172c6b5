import type { ErrorResult } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { fail, findBy } from '../lib';
import type { DemoProduct } from '../types/products';

// How a call on the store's products runs: the reference backend's refusals (ProductResultCode 61xx), a call
// on one product, and a batch, all or nothing (the list's lifecycle and bulk calls, saving, replies).

export const PRODUCT_NOT_FOUND = '商品不存在';

/** The reference's product refusals, by the code a client of it reads. */
export const refuse = {
  notFound: () => fail(6102, PRODUCT_NOT_FOUND),
  recycled: () => fail(6103, '商品已进入回收站'),
  auditState: (message = '商品审核状态异常') => fail(6104, message),
  deleted: () => fail(6105, '商品已经删除'),
  onSale: () => fail(6106, '商品已上架'),
  inReview: () => fail(6107, '商品审核中'),
  storeClosed: () => fail(4103, '商户开关未开启'),
};

/** A batch whose ids do not all name a product (one given twice counts as missing). */
const COUNT_MISMATCH = '商品数量不符或商品未找到';
/** What the reference answers when an update matches no row: its service says false. */
export const NOTHING_UPDATED = '系统异常，请稍后重试';

const find = (id: number) => findBy(getDb().products, 'id', id);

export const approved = (p: DemoProduct) => p.auditStatus === 0 || p.auditStatus === 2;

/** What a call does to one product, or why it refuses. */
export type ProductAction = (p: DemoProduct) => ErrorResult | null;

/** A call on one product: an unknown id is 6102. */
export function one(id: number, action: ProductAction) {
  const p = find(id);
  if (!p) return refuse.notFound();
  const refused = action(p);
  if (refused) return refused;
  commit();
  return null;
}

/**
 * A batch call, all or nothing: every id must name a product, once, then every product is checked before
 * any changes (the reference checks the whole list first).
 */
export function many(ids: readonly number[], check: ProductAction, change: (products: DemoProduct[]) => ErrorResult | null) {
  const products = ids.map(find);
  if (products.length === 0 || new Set(ids).size !== ids.length || products.some((p) => !p)) return fail(400, COUNT_MISMATCH);
  const found = products as DemoProduct[];
  for (const p of found) {
    const refused = check(p);
    if (refused) return refused;
  }
  const refused = change(found);
  if (refused) return refused;
  commit();
  return null;
}

import { commit, getDb } from '../db';
import { fail } from '../lib';
import type { DemoProduct } from '../types/products';
import { approved, many, NOTHING_UPDATED, one, refuse, type ProductAction } from './product-calls';
import { storeOpen, submitForReview } from './product-review';

// A product's way through the list's tabs, one or a batch: on and off sale, the recycle bin and back,
// deleting for good, and submitting for the platform's review, with the reference backend's refusals in
// the order it checks them.

/** Taking a product down drops the users' favourites of it (the reference deletes them). */
function takeDown(p: DemoProduct) {
  p.isShow = false;
  p.collectNum = 0;
}

/** 上架 checks a product's review; the store's switch is checked once products are to go up. */
const upCheck: ProductAction = (p) => {
  if (p.isShow) return null;
  if (p.isAudit) return refuse.inReview();
  if (!approved(p)) return refuse.auditState();
  return null;
};

function putUp(products: DemoProduct[]) {
  const going = products.filter((p) => !p.isShow);
  if (going.length === 0) return null;
  if (!storeOpen()) return refuse.storeClosed();
  for (const p of going) p.isShow = true;
  return null;
}

export const putOnSale = (id: number) => one(id, (p) => upCheck(p) ?? putUp([p]));
export const putManyOnSale = (ids: readonly number[]) => many(ids, upCheck, putUp);

export const takeOffSale = (id: number) => one(id, (p) => (p.isShow ? (takeDown(p), null) : null));
export const takeManyOffSale = (ids: readonly number[]) => many(ids, () => null, (products) => (products.filter((p) => p.isShow).forEach(takeDown), null));

const recycleCheck: ProductAction = (p) => (p.isRecycle ? refuse.recycled() : null);
/** Into the recycle bin: a product on sale stays so there, as the reference leaves it. */
const intoRecycleBin = (products: DemoProduct[]) => {
  for (const p of products) p.isRecycle = true;
  return null;
};

/** Out of the recycle bin and off sale, whatever the product's state; none of the ids matching is the reference's failed update. */
export function restore(ids: readonly number[]) {
  const products = getDb().products.filter((p) => ids.includes(p.id));
  if (products.length === 0) return fail(500, NOTHING_UPDATED);
  for (const p of products) {
    p.isRecycle = false;
    p.isShow = false;
  }
  commit();
  return null;
}

/** Deleted for good from any tab; the reviews written about it stay, as the reference keeps them. */
function deleteForGood(products: DemoProduct[]) {
  const gone = new Set(products.map((p) => p.id));
  const db = getDb();
  db.products = db.products.filter((p) => !gone.has(p.id));
  return null;
}

/** 删除: into the recycle bin (refused when it is there already), or deleted for good. */
export const deleteProduct = (id: number, type: 'recycle' | 'delete') =>
  type === 'recycle' ? one(id, (p) => recycleCheck(p) ?? intoRecycleBin([p])) : one(id, (p) => deleteForGood([p]));
export const recycleMany = (ids: readonly number[]) => many(ids, recycleCheck, intoRecycleBin);
export const deleteMany = (ids: readonly number[]) => many(ids, () => null, deleteForGood);

/** 提审 is for a product waiting to be submitted (待提审): a rejected one is edited first, which makes it wait again. */
const submitCheck: ProductAction = (p) => {
  if (p.isAudit) return refuse.inReview();
  if (p.auditStatus !== 1) return refuse.auditState();
  if (p.isRecycle) return refuse.recycled();
  return null;
};

/** 提交审核 of one product: the path and the body name the same product. */
export const submitOne = (pathId: number, id: number, isAutoUp: boolean | undefined) =>
  id === pathId ? one(id, (p) => submitCheck(p) ?? (submitForReview(p, isAutoUp ?? false), null)) : fail(400, '商品ID不一致');

/** The batch keeps each product's own 自动上架 choice (made when it was saved). */
export const submitMany = (ids: readonly number[]) =>
  many(ids, submitCheck, (products) => {
    for (const p of products) submitForReview(p, p.autoUp ?? false);
    return null;
  });

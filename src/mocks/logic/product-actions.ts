import type { ErrorResult } from '@/api/generated/model';
import { BROKERAGE_SUM_MAX, BROKERAGE_SUM_MESSAGE } from '@/lib/domain/brokerage';
import { commit, getDb } from '../db';
import { fail, findBy } from '../lib';
import type { DemoProduct } from '../seed/products';

// What the product list does to products that exist: on and off sale, the recycle bin, deleting, submitting
// for review, and the settings only a product in the warehouse takes (freight, brokerage, feedback coupons),
// with the reference backend's refusals (ProductResultCode 61xx) in the order it checks them.

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

/** The platform reviews this store's products (the reference's merchant.productSwitch). */
export const needsReview = () => {
  const s = getDb().productSettings;
  return s.productSwitch && s.isSwitch;
};

/** The store is open (商户开关): closed, nothing goes on sale. */
export const storeOpen = () => getDb().baseInfo.isSwitch;

/** Starts the demo platform's review of a submitted product: it decides after the configured delay. */
export function submitForReview(p: DemoProduct, autoUp: boolean) {
  p.auditStatus = 1;
  p.isAudit = true;
  p.isShow = false;
  p.autoUp = autoUp;
  delete p.reason;
  p.reviewAt = Date.now() + getDb().productSettings.reviewDelayMs;
}

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

const approved = (p: DemoProduct) => p.auditStatus === 0 || p.auditStatus === 2;

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

/** Freight, brokerage and feedback coupons are set on a product in the warehouse only. */
const inWarehouse =
  (auditStateMessage?: string): ProductAction =>
  (p) => {
    if (p.isRecycle) return refuse.deleted();
    if (p.isShow) return refuse.onSale();
    if (p.isAudit) return refuse.inReview();
    if (!approved(p)) return refuse.auditState(auditStateMessage);
    return null;
  };

const freightCheck = inWarehouse('只有仓库中商品才能设置运费');

/** Only normal products (type 0) ship: the others are left as they are, and the call still succeeds. */
function setTemplate(products: DemoProduct[], templateId: number) {
  const normal = products.filter((p) => p.type === 0);
  if (normal.length === 0) return null;
  if (!getDb().shippingTemplates.some((t) => t.id === templateId)) return fail(6501, '运费模板不存在');
  for (const p of normal) p.tempId = templateId;
  return null;
}

export const setFreight = (id: number, templateId: number) => one(id, (p) => freightCheck(p) ?? setTemplate([p], templateId));
export const setManyFreight = (ids: readonly number[], templateId: number) => many(ids, freightCheck, (products) => setTemplate(products, templateId));

const brokerageCheck = inWarehouse('只有仓库中商品才能设置佣金');

function applyBrokerage(products: DemoProduct[], brokerage: number, brokerageTwo: number) {
  if (brokerage + brokerageTwo > BROKERAGE_SUM_MAX) return fail(400, BROKERAGE_SUM_MESSAGE);
  for (const p of products) {
    p.brokerage = brokerage;
    p.brokerageTwo = brokerageTwo;
    p.isSub = true;
    for (const v of p.attrValue) Object.assign(v, { brokerage, brokerageTwo });
  }
  return null;
}

export const setBrokerage = (id: number, brokerage: number, brokerageTwo: number) => one(id, (p) => brokerageCheck(p) ?? applyBrokerage([p], brokerage, brokerageTwo));
export const setManyBrokerage = (ids: readonly number[], brokerage: number, brokerageTwo: number) =>
  many(ids, brokerageCheck, (products) => applyBrokerage(products, brokerage, brokerageTwo));

/**
 * The store's coupons among those asked for are linked (ids of no coupon are passed over, as the reference
 * does); a coupon linked already is not linked twice.
 */
function linkCoupons(products: DemoProduct[], couponIds: readonly number[]) {
  const found = couponIds.filter((id) => getDb().coupons.some((c) => c.id === id));
  for (const p of products) p.couponIds = [...new Set([...p.couponIds, ...found])];
  return null;
}

export const addCoupons = (id: number, couponIds: readonly number[]) => one(id, (p) => inWarehouse()(p) ?? linkCoupons([p], couponIds));
export const addManyCoupons = (ids: readonly number[], couponIds: readonly number[]) =>
  many(ids, inWarehouse('只有仓库中商品才能设置添加回馈券'), (products) => linkCoupons(products, couponIds));

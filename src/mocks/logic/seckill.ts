import type {
  ErrorResult,
  GetSeckillActivityPageParams,
  GetSeckillProductPageParams,
  SeckillActivity,
  SeckillProduct,
  SeckillProductAddRequest,
  SeckillProductPriceRequest,
  SeckillSkuPriceRequest,
  SeckillSkuRequest,
} from '@/api/generated/model';
import { compareMoney, money } from '@/lib/format';
import { commit, getDb } from '../db';
import { fail, isError, lowestMoney, pageOf } from '../lib';
import type { DemoProduct } from '../seed/products';
import { activityStatus, nextSkuId, seckillSkus, type DemoSeckillActivity, type DemoSeckillProduct } from '../seed/seckill';
import { isDue, reviewDueAt, reviewsAreInstant } from './review';

// 秒杀: the platform's activities, the store's products in them with their review, prices and shelf.

const ACTIVITY_NOT_FOUND = '秒杀活动不存在';
const PRODUCT_NOT_FOUND = '秒杀商品不存在';

function toActivity(a: DemoSeckillActivity): SeckillActivity {
  const productNum = getDb().seckillProducts.filter((p) => p.activityId === a.id).length;
  return { ...a, status: activityStatus(a), productNum };
}

/** Decides the reviews whose time has come: names with 违规 are refused, as the product review does. */
function settleSeckillReviews(now = Date.now()) {
  let changed = false;
  for (const s of getDb().seckillProducts) {
    if (s.auditStatus !== 1 || !isDue(s.reviewAt, now)) continue;
    const product = getDb().products.find((p) => p.id === s.productId);
    const refused = !product || product.name.includes('违规');
    Object.assign(s, refused ? { auditStatus: 3, reason: '商品信息违规' } : { auditStatus: 2, reason: '' });
    delete s.reviewAt;
    changed = true;
  }
  if (changed) commit();
}

function submitForReview(s: DemoSeckillProduct) {
  s.auditStatus = 1;
  s.reason = '';
  s.isShow = false;
  s.reviewAt = reviewDueAt();
  if (reviewsAreInstant()) settleSeckillReviews();
}

function toProduct(s: DemoSeckillProduct): SeckillProduct {
  const db = getDb();
  const product = db.products.find((p) => p.id === s.productId);
  const activity = db.seckillActivities.find((a) => a.id === s.activityId);
  return {
    id: s.id,
    activityId: s.activityId,
    productId: s.productId,
    image: product?.image ?? '',
    name: product?.name ?? '商品已删除',
    price: product?.price ?? money(0),
    seckillPrice: lowestMoney(s.attrValue.map((v) => v.activityPrice)) ?? money(0),
    sort: s.sort,
    specType: product?.specType ?? false,
    isShow: s.isShow,
    auditStatus: s.auditStatus,
    reason: s.reason,
    categoryName: db.platCategories.find((c) => c.id === product?.categoryId)?.name ?? '',
    activityName: activity?.name ?? '',
    activityStatus: activity ? activityStatus(activity) : 2,
    timeList: activity?.timeList ?? [],
    attrValue: s.attrValue,
  };
}

/** Each SKU of the product, once, with an activity price above 0 and a quota within the stock. */
function checkSkus(product: DemoProduct, skus: readonly SeckillSkuRequest[]): ErrorResult | null {
  if (new Set(skus.map((v) => v.attrValueId)).size !== skus.length) return fail(400, '商品规格重复');
  for (const v of skus) {
    const sku = product.attrValue.find((a) => a.id === v.attrValueId);
    if (!sku) return fail(500, '商品规格不存在');
    if (compareMoney(v.activityPrice, 0) <= 0) return fail(400, `${product.name} 的活动价必须大于0`);
    if (v.quota > sku.stock) return fail(400, `${product.name} 的限量不能大于库存`);
  }
  return null;
}

/** The copies of the chosen SKUs, numbered after every SKU there is. */
function copiesOf(product: DemoProduct, skus: readonly SeckillSkuRequest[]) {
  const chosen = product.attrValue.filter((v) => skus.some((s) => s.attrValueId === v.id));
  return seckillSkus({ ...product, attrValue: chosen }, nextSkuId(getDb().products, getDb().seckillProducts), () => 0, () => money(0)).map((copy) => {
    const { quota, activityPrice } = skus.find((v) => v.attrValueId === copy.attrValueId)!;
    return { ...copy, quota, quotaShow: quota, activityPrice: money(activityPrice) };
  });
}

/** Prices for the copy's own SKUs, each once and above 0; another id is no SKU of this copy. */
function checkPrices(entry: DemoSeckillProduct, skus: readonly SeckillSkuPriceRequest[]): ErrorResult | null {
  if (new Set(skus.map((v) => v.id)).size !== skus.length) return fail(400, '商品规格重复');
  for (const v of skus) {
    if (!entry.attrValue.some((sku) => sku.id === v.id)) return fail(500, '秒杀商品规格不存在');
    if (compareMoney(v.activityPrice, 0) <= 0) return fail(400, '活动价必须大于0');
  }
  return null;
}

/** The seckill products of a comma-joined id list, or a refusal when one does not exist. */
function idsOf(ids: string): DemoSeckillProduct[] | ErrorResult {
  const rows = ids.split(',').map((id) => getDb().seckillProducts.find((s) => s.id === Number(id)));
  return rows.every((s): s is DemoSeckillProduct => s !== undefined) ? rows : fail(500, PRODUCT_NOT_FOUND);
}

/** The open activities, latest start first. */
export function activityPage(q: GetSeckillActivityPageParams) {
  const name = (q.name ?? '').trim();
  const day = q.date;
  const rows = getDb()
    .seckillActivities.filter((a) => a.isOpen === 1 && (!name || a.name.includes(name)) && (!day || (a.startDate <= day && day <= a.endDate)))
    .toSorted((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);
  return pageOf(rows, q, toActivity);
}

export function activityDetail(id: number) {
  const activity = getDb().seckillActivities.find((a) => a.id === id);
  if (!activity) return fail(500, ACTIVITY_NOT_FOUND);
  const productIds = getDb()
    .seckillProducts.filter((s) => s.activityId === activity.id)
    .map((s) => s.productId);
  return { activity: toActivity(activity), productIds };
}

/** The store's seckill products; reviews whose time has come are decided first. */
export function seckillProductPage(q: GetSeckillProductPageParams) {
  settleSeckillReviews();
  const proName = (q.proName ?? '').trim();
  const activityName = (q.activityName ?? '').trim();
  const rows = getDb()
    .seckillProducts.map(toProduct)
    .filter(
      (p) =>
        (!proName || p.name.includes(proName)) &&
        (!activityName || p.activityName.includes(activityName)) &&
        (q.proStatus === undefined || p.isShow === (q.proStatus === 1)) &&
        (q.activityStatus === undefined || p.activityStatus === q.activityStatus) &&
        (q.auditStatus === undefined || p.auditStatus === q.auditStatus),
    )
    .toSorted((a, b) => b.sort - a.sort || b.id - a.id);
  return pageOf(rows, q);
}

/** Joins an activity with approved products; each goes to the platform's review. */
export function addSeckillProducts(body: SeckillProductAddRequest) {
  const db = getDb();
  const activity = db.seckillActivities.find((a) => a.id === body.id);
  if (!activity) return fail(500, ACTIVITY_NOT_FOUND);
  if (activityStatus(activity) === 2) return fail(500, '活动已结束');
  // The reference backend's rule (SeckillServiceImpl): the store must have the stars the activity asks.
  if (db.baseInfo.starLevel < activity.merStars) return fail(500, `参加此活动最低需${activity.merStars}星商户`);
  if (new Set(body.productList.map((p) => p.id)).size !== body.productList.length) return fail(400, '商品重复');
  for (const item of body.productList) {
    // Approved products, and those of a store whose products need no review (auditStatus 0).
    const product = db.products.find((p) => p.id === item.id && !p.isRecycle && (p.auditStatus === 0 || p.auditStatus === 2));
    if (!product) return fail(500, '商品不存在或未审核通过');
    if (db.seckillProducts.some((s) => s.activityId === activity.id && s.productId === product.id)) return fail(500, `${product.name} 已参加该活动`);
    const invalid = checkSkus(product, item.attrValue);
    if (invalid) return invalid;
  }
  let id = db.seckillProducts.reduce((max, s) => Math.max(max, s.id), 0);
  for (const item of body.productList) {
    const product = db.products.find((p) => p.id === item.id)!;
    const entry: DemoSeckillProduct = { id: ++id, activityId: activity.id, productId: product.id, sort: item.sort, isShow: false, auditStatus: 1, reason: '', attrValue: copiesOf(product, item.attrValue) };
    db.seckillProducts.push(entry);
    submitForReview(entry);
  }
  commit();
  return null;
}

/**
 * New activity prices of products not under review, set on the copy's SKUs by their ids (the quotas stay);
 * the product's activity price is its lowest.
 */
export function setSeckillPrice(body: SeckillProductPriceRequest) {
  const db = getDb();
  const targets = body.productList.map((item) => ({ item, entry: db.seckillProducts.find((s) => s.id === item.id) }));
  for (const { item, entry } of targets) {
    if (!entry) return fail(500, PRODUCT_NOT_FOUND);
    if (entry.auditStatus === 1) return fail(500, '审核中的商品不能修改');
    const invalid = checkPrices(entry, item.attrValue);
    if (invalid) return invalid;
  }
  for (const { item, entry } of targets) {
    for (const { id, activityPrice } of item.attrValue) Object.assign(entry!.attrValue.find((sku) => sku.id === id)!, { activityPrice: money(activityPrice) });
    // A refused or withdrawn product goes back to review with its new prices.
    if (entry!.auditStatus === 3) submitForReview(entry!);
  }
  commit();
  return null;
}

export function putSeckillOn(ids: string) {
  const rows = idsOf(ids);
  if (isError(rows)) return rows;
  if (rows.some((s) => s.auditStatus !== 2)) return fail(500, '审核通过的商品才能上架');
  const ended = rows.find((s) => {
    const activity = getDb().seckillActivities.find((a) => a.id === s.activityId);
    return !activity || activityStatus(activity) === 2;
  });
  if (ended) return fail(500, '活动已结束，不能上架');
  for (const s of rows) s.isShow = true;
  commit();
  return null;
}

export function takeSeckillOff(ids: string) {
  const rows = idsOf(ids);
  if (isError(rows)) return rows;
  for (const s of rows) s.isShow = false;
  commit();
  return null;
}

export function deleteSeckill(ids: string) {
  const rows = idsOf(ids);
  if (isError(rows)) return rows;
  // The reference backend's rule (SeckillServiceImpl.merchantDeleteProduct).
  if (rows.some((s) => s.auditStatus !== 3)) return fail(500, '只能删除审核失败的商品');
  const db = getDb();
  db.seckillProducts = db.seckillProducts.filter((s) => !rows.includes(s));
  commit();
  return null;
}

/** Takes a product back from the platform's review. */
export function withdrawSeckill(id: number) {
  const entry = getDb().seckillProducts.find((s) => s.id === id);
  if (!entry) return fail(500, PRODUCT_NOT_FOUND);
  if (entry.auditStatus !== 1) return fail(500, '只有审核中的商品可以撤回');
  Object.assign(entry, { auditStatus: 3, reason: '商户撤回' });
  delete entry.reviewAt;
  commit();
  return null;
}

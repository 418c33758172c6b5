import type {
  ErrorResult,
  GetSeckillActivityPageParams,
  GetSeckillProductPageParams,
  SeckillActivity,
  SeckillProduct,
  SeckillProductAddRequest,
  SeckillProductAddRequestProductListItem,
  SeckillProductPriceRequest,
  SeckillSku,
  SeckillSkuRequest,
} from '@/api/generated/model';
import { compareMoney, lowestMoney, money } from '@/lib/format';
import { commit, getDb } from '../db';
import { fail, pageOf } from '../lib';
import type { DemoProduct } from '../types/products';
import { activityStatus, nextSkuId, seckillSkus } from '../seed/seckill';
import type { DemoSeckillActivity, DemoSeckillProduct } from '../types/seckill';
import { isDue, reviewDueAt, reviewsAreInstant } from './review';

// 秒杀: the platform's activities, the store's products in them with their review, prices and shelf.

// The reference backend's refusals (SeckillServiceImpl, SeckillProductServiceImpl), in its codes and words.
const ACTIVITY_NOT_FOUND = () => fail(12103, '秒杀活动不存在');
const PRODUCT_NOT_FOUND = () => fail(12105, '秒杀活动商品不存在');
/** A call the Java answers `false` for (no row updated): CommonResult.failed(). */
const NOTHING_DONE = () => fail(500, '系统异常，请稍后重试');

/**
 * The store's seckill products the Java lists: a withdrawn or deleted one is kept (is_del) but no list,
 * count or call finds it again.
 */
const liveRows = () => getDb().seckillProducts.filter((s) => !s.isDel);
const liveRow = (id: number) => liveRows().find((s) => s.id === id);

function toActivity(a: DemoSeckillActivity): SeckillActivity {
  const productNum = liveRows().filter((p) => p.activityId === a.id).length;
  return { ...a, status: activityStatus(a), productNum };
}

/** Decides the reviews whose time has come: names with 违规 are refused, as the product review does. */
function settleSeckillReviews(now = Date.now()) {
  let changed = false;
  for (const s of liveRows()) {
    if (s.auditStatus !== 1 || !isDue(s.reviewAt, now)) continue;
    const product = getDb().products.find((p) => p.id === s.productId);
    const refused = !product || product.name.includes('违规');
    Object.assign(s, refused ? { auditStatus: 3, reason: '商品信息违规' } : { auditStatus: 2, reason: '' });
    delete s.reviewAt;
    changed = true;
  }
  if (changed) commit();
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
    seckillPrice: s.seckillPrice ?? lowestMoney(s.attrValue.map((v) => v.activityPrice)) ?? money(0),
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

const isPositive = (price: string | number) => compareMoney(price, 0) > 0;

/**
 * A product as the Java takes it into an activity (commonAddProduct), refused in its order and words: a
 * product of this store (approved or not, on sale or not), every one of its SKUs sent with a price above
 * 0 and a quota within the SKU's stock, some quota in all. SKUs sent that the product has not are ignored.
 */
function checkJoining(product: DemoProduct | undefined, item: SeckillProductAddRequestProductListItem): ErrorResult | null {
  if (!product) return fail(400, `没有对应的商品信息，商品ID = ${item.id}`);
  if (product.attrValue.length === 0) return fail(400, `没有对应的商品sku信息，商品ID = ${item.id}`);
  const lowest = lowestMoney(item.attrValue.map((v) => money(v.activityPrice)));
  if (lowest === undefined || !isPositive(lowest)) return fail(400, '秒杀价格不能小于等于0');
  if (item.attrValue.reduce((sum, v) => sum + v.quota, 0) < 1) return fail(400, `添加秒杀商品限量必须大于0，秒杀商品名称:${product.name}`);
  for (const sku of product.attrValue) {
    const sent = item.attrValue.find((v) => v.attrValueId === sku.id);
    if (!sent) return fail(400, `添加秒杀商品未找到对应SKU，秒杀商品名称:${product.name},SKU = ${sku.sku ?? ''}`);
    if (!isPositive(sent.activityPrice)) return fail(400, '秒杀价格不能小于等于0');
    if (sent.quota > sku.stock) return fail(400, `添加秒杀商品SKU限量不能超过库存，秒杀商品名称:${product.name}`);
  }
  return null;
}

/**
 * The copy's SKUs: one per SKU of the product, numbered after every SKU there is, priced and limited as
 * sent; the copy's stock is its quota (the first request naming a SKU counts, as the Java's findFirst).
 */
function copiesOf(product: DemoProduct, skus: readonly SeckillSkuRequest[]): SeckillSku[] {
  return seckillSkus(product, nextSkuId(getDb().products, getDb().seckillProducts), () => 0, () => money(0)).map((copy) => {
    const { quota, activityPrice } = skus.find((v) => v.attrValueId === copy.attrValueId)!;
    return { ...copy, stock: quota, quota, quotaShow: quota, activityPrice: money(activityPrice) };
  });
}

/** The store's seckill products of a comma-joined id list that are not deleted, in the list's order. */
const rowsOf = (ids: string) => ids.split(',').flatMap((id) => liveRow(Number(id)) ?? []);

/** The open activities, latest start first. */
export function activityPage(q: GetSeckillActivityPageParams) {
  const name = (q.name ?? '').trim();
  const day = q.date;
  const rows = getDb()
    .seckillActivities.filter((a) => a.isOpen === 1 && (!name || a.name.includes(name)) && (!day || (a.startDate <= day && day <= a.endDate)))
    .toSorted((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);
  return pageOf(rows, q, toActivity);
}

/** An activity with the store's products in it that the platform approved (the Java's detail lists those only). */
export function activityDetail(id: number) {
  const activity = getDb().seckillActivities.find((a) => a.id === id);
  if (!activity) return ACTIVITY_NOT_FOUND();
  settleSeckillReviews();
  const productIds = liveRows()
    .filter((s) => s.activityId === activity.id && s.auditStatus === 2)
    .map((s) => s.productId);
  return { activity: toActivity(activity), productIds };
}

/** The store's seckill products; reviews whose time has come are decided first. */
export function seckillProductPage(q: GetSeckillProductPageParams) {
  settleSeckillReviews();
  const proName = (q.proName ?? '').trim();
  const activityName = (q.activityName ?? '').trim();
  const rows = liveRows()
    .map(toProduct)
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

/**
 * Joins an activity (the Java's merchantAddProduct): each product sent becomes a new seckill product
 * waiting for the platform's review, even one already in the activity (a refused product is sent again
 * this way, by its product id: the refused row stays until it is deleted). Its shelf is the product's.
 */
export function addSeckillProducts(body: SeckillProductAddRequest) {
  const db = getDb();
  const activity = db.seckillActivities.find((a) => a.id === body.id);
  if (!activity) return ACTIVITY_NOT_FOUND();
  if (activityStatus(activity) === 2) return fail(12104, '秒杀活动已结束');
  if (activity.merStars > db.baseInfo.starLevel) return fail(400, `参加此活动最低需${activity.merStars}星商户`);
  for (const item of body.productList) {
    const invalid = checkJoining(db.products.find((p) => p.id === item.id), item);
    if (invalid) return invalid;
  }
  let id = db.seckillProducts.reduce((max, s) => Math.max(max, s.id), 0);
  for (const item of body.productList) {
    const product = db.products.find((p) => p.id === item.id)!;
    const attrValue = copiesOf(product, item.attrValue);
    db.seckillProducts.push({
      id: ++id,
      activityId: activity.id,
      productId: product.id,
      sort: item.sort,
      isShow: product.isShow,
      auditStatus: 1,
      reason: '',
      seckillPrice: lowestMoney(attrValue.map((v) => v.activityPrice)),
      reviewAt: reviewDueAt(),
      attrValue,
    });
  }
  if (reviewsAreInstant()) settleSeckillReviews();
  commit();
  return null;
}

/**
 * New activity prices (the Java's setProductPrice), in any review state: the review is not touched, so a
 * refused product stays refused (it is sent again through add). The product's activity price is the
 * lowest sent. Unlike the Java, which sets any SKU by its id, an id that is not one of the copy's own
 * SKUs is refused: it would change another product's price.
 */
export function setSeckillPrice(body: SeckillProductPriceRequest) {
  const targets = body.productList.map((item) => ({ item, entry: liveRow(item.id) }));
  for (const { item, entry } of targets) {
    if (!entry) return PRODUCT_NOT_FOUND();
    if (item.attrValue.some((v) => !entry.attrValue.some((sku) => sku.id === v.id))) return fail(500, '秒杀商品规格不存在');
  }
  for (const { item, entry } of targets) {
    for (const { id, activityPrice } of item.attrValue) Object.assign(entry!.attrValue.find((sku) => sku.id === id)!, { activityPrice: money(activityPrice) });
    entry!.seckillPrice = lowestMoney(item.attrValue.map((v) => money(v.activityPrice))) ?? money(0);
  }
  commit();
  return null;
}

/**
 * 上架 (the Java's SeckillProductServiceImpl.up): every id a seckill product not deleted, whose product
 * exists and is not waiting for or refused by its own review. The seckill product's review and its
 * activity's dates are not looked at.
 */
export function putSeckillOn(ids: string) {
  const rows = rowsOf(ids);
  if (rows.length !== ids.split(',').length) return fail(400, '秒杀商品数量不匹配');
  for (const s of rows) {
    const product = getDb().products.find((p) => p.id === s.productId);
    if (!product) return fail(6102, '商品不存在');
    if (product.auditStatus === 1 || product.auditStatus === 3 || product.isAudit) return fail(6104, '基础商品审核状态异常，无法上架');
  }
  for (const s of rows) s.isShow = true;
  commit();
  return null;
}

/** 下架: whatever the ids name, deleted ones too; only when none is the store's does the Java answer that nothing was done. */
export function takeSeckillOff(ids: string) {
  const rows = ids.split(',').flatMap((id) => getDb().seckillProducts.find((s) => s.id === Number(id)) ?? []);
  if (rows.length === 0) return NOTHING_DONE();
  for (const s of rows) s.isShow = false;
  commit();
  return null;
}

/** Deletes refused products (the Java's merchantDeleteProduct): each id checked in turn, then all marked deleted. */
export function deleteSeckill(ids: string) {
  const rows: DemoSeckillProduct[] = [];
  for (const id of ids.split(',')) {
    const entry = liveRow(Number(id));
    if (!entry) return fail(400, `编号${id}的商品不存在`);
    if (entry.auditStatus !== 3) return fail(12104, '只能删除审核失败的商品');
    rows.push(entry);
  }
  for (const s of rows) s.isDel = true;
  commit();
  return null;
}

/**
 * 撤回审核 (the Java's withdrawProductAudit): the product leaves the review and the store's list for good
 * (deleted, refused with the reason 上架撤回审核); to take part again it is added again.
 */
export function withdrawSeckill(id: number) {
  const entry = liveRow(id);
  if (!entry) return PRODUCT_NOT_FOUND();
  if (entry.auditStatus !== 1) return fail(12104, '秒杀商品审核状态异常，请刷新后再试');
  Object.assign(entry, { isDel: true, auditStatus: 3, reason: '上架撤回审核' });
  delete entry.reviewAt;
  commit();
  return null;
}

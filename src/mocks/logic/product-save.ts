import type { ErrorResult, ProductSaveRequest } from '@/api/generated/model';
import { combinationCount, specsFromAttrs, valuesFromJson } from '@/lib/domain/sku';
import { compareMoney, lowestMoney, money } from '@/lib/format';
import { commit, getDb } from '../db';
import { fail, findBy } from '../lib';
import type { DemoProduct } from '../types/products';
import { unusedByLibrary } from './cdkey';
import { BROKERAGE_SUM_MAX, BROKERAGE_SUM_MESSAGE } from '@/lib/domain/brokerage';
import { refuse } from './product-calls';
import { needsReview, storeOpen, submitForReview } from './product-review';
import { librariesInUse } from './product-dictionaries';
import { formatDateTime } from './time';

// 添加商品 and 编辑商品, with the reference's checks in its order and codes (编辑库存 and 免审编辑:
// product-quick-edit.ts).

/** The product types the reference's form saves: normal, points, virtual, video account, cloud disk, card secret. */
const TYPES: readonly number[] = [0, 1, 2, 4, 5, 6];
/** Types that ship nothing: their delivery is the merchant's, with no template. */
const NOT_SHIPPED: readonly number[] = [2, 5, 6];

const CDKEY_MISSING = '请选择卡密商品规格属性对应的卡密库';
export const CDKEY_REPEATED = '卡密商品规格属性中有重复的卡密库';
export const LIBRARY_NOT_FOUND = () => fail(6301, '商品卡密库不存在');
export const LIBRARY_BOUND = () => fail(6302, '商品卡密库已经关联');

const find = (id: number) => findBy(getDb().products, 'id', id);

/** The reference's product validator (saveProductValidator), in its order. */
function validated(body: ProductSaveRequest): ErrorResult | null {
  if (!TYPES.includes(body.type)) return fail(400, '未知的商品类型');
  if (body.attrValue.length === 0) return fail(400, '商品属性详情不能为空');
  if (!body.specType && body.attrValue.length > 1) return fail(400, '单规格商品属性值不能大于1');
  if (body.isSub && body.attrValue.some((v) => v.brokerage + v.brokerageTwo > BROKERAGE_SUM_MAX)) return fail(400, BROKERAGE_SUM_MESSAGE);
  const category = getDb().platCategories.find((c) => c.id === body.categoryId);
  if (!category) return fail(6201, '商品平台分类不存在');
  if (category.level < 3) return fail(400, '必须选择商品平台第三级分类');
  if (body.type === 5 && body.attrValue.some((v) => !v.expand?.trim())) return fail(400, '请填写云盘商品规格属性对应的链接');
  if (body.type === 6) {
    const libraries = body.attrValue.map((v) => v.cdkeyId ?? 0);
    if (libraries.some((id) => id <= 0)) return fail(400, CDKEY_MISSING);
    if (new Set(libraries).size !== libraries.length) return fail(400, CDKEY_REPEATED);
  }
  if (body.isPaidMember && body.attrValue.some((v) => !(compareMoney(v.vipPrice ?? '0', 0) > 0 && compareMoney(v.vipPrice ?? '0', v.price) < 0))) {
    return fail(400, '请正确设置商品规格vip价格');
  }
  return null;
}

/** What the product links to: its system form, its card-secret libraries (free, or already this product's), and its keywords. */
function linksChecked(body: ProductSaveRequest, productId?: number): ErrorResult | null {
  const db = getDb();
  if (body.systemFormId && !db.systemForms.some((f) => f.id === body.systemFormId)) return fail(400, '系统表单不存在');
  if (body.type === 6) {
    const taken = librariesInUse(productId);
    for (const v of body.attrValue) {
      // The reference has no answer of its own for a library that is not there (it fails on it).
      if (!db.cdkeyLibraries.some((l) => l.id === v.cdkeyId)) return LIBRARY_NOT_FOUND();
      if (taken.has(v.cdkeyId!)) return LIBRARY_BOUND();
    }
  }
  if ((body.keyword ?? '').length > 255) return fail(400, '关键字长度不能超过255个字符');
  return null;
}

/**
 * Checks the reference does not make, kept after its own: no link to a brand, category or template that is not
 * there, no hidden platform category, and SKUs that are the specs' combinations (the form's SKU matrix is
 * built from them).
 */
function demoChecked(body: ProductSaveRequest): ErrorResult | null {
  const db = getDb();
  if (!db.platCategories.find((c) => c.id === body.categoryId)?.isShow) return fail(500, '平台商品分类已隐藏，请重新选择');
  if (body.brandId !== 0 && !db.brands.some((b) => b.id === body.brandId)) return fail(500, '品牌不存在');
  if (body.cateId.split(',').some((id) => !db.merCategories.some((c) => c.id === Number(id)))) return fail(6203, '商户商品分类不存在');
  if (body.type === 0 && !db.shippingTemplates.some((t) => t.id === body.tempId)) return fail(500, '请选择运费模板');
  const specs = specsFromAttrs(body.attr);
  if (body.specType && body.attrValue.length > combinationCount(specs)) return fail(400, '商品规格属性数量与规格不符');
  const names = specs.map((s) => s.name).toSorted().join();
  for (const sku of body.attrValue) {
    if (Object.keys(valuesFromJson(sku.attrValue)).toSorted().join() !== names) return fail(400, '商品规格属性与规格不符');
    if (!sku.image) return fail(400, '商品规格属性图片不能为空');
  }
  return null;
}

const nextId = (rows: ReadonlyArray<{ id?: number }>) => rows.reduce((max, r) => Math.max(max, r.id ?? 0), 0) + 1;

function nextSkuId() {
  return getDb().products.reduce((max, p) => p.attrValue.reduce((m, v) => Math.max(m, v.id ?? 0), max), 0) + 1;
}

function writeProduct(body: ProductSaveRequest, target: DemoProduct | null) {
  const db = getDb();
  const id = target?.id ?? nextId(db.products);
  let skuId = nextSkuId();
  const specs = specsFromAttrs(body.attr);
  const kept = new Map((target?.attrValue ?? []).map((v) => [v.id, v]));
  // A card-secret SKU's stock is its library's unsold card secrets, whatever the request says.
  const unused = body.type === 6 ? unusedByLibrary() : null;
  const attrValue = body.attrValue.map((sku) => {
    const values = valuesFromJson(sku.attrValue);
    const old = sku.id === undefined ? undefined : kept.get(sku.id);
    return {
      ...sku,
      id: old?.id ?? skuId++,
      productId: id,
      sku: specs.map((s) => values[s.name]).join(','),
      sales: old?.sales ?? 0,
      stock: unused ? (unused.get(sku.cdkeyId ?? 0) ?? 0) : sku.stock,
      type: body.type,
      // Kept as the backend keeps a BigDecimal column: two decimals ('5' is '5.00').
      price: money(sku.price),
      // A member price only on a paid-member product.
      vipPrice: money(body.isPaidMember ? (sku.vipPrice ?? 0) : 0),
      cost: money(sku.cost),
      otPrice: money(sku.otPrice),
      weight: money(sku.weight),
      volume: money(sku.volume),
      barCode: sku.barCode ?? '',
      expand: sku.expand ?? '',
    };
  });
  const lowest = lowestMoney(attrValue.map((v) => v.price));
  const cheapest = attrValue.find((v) => compareMoney(v.price, lowest) === 0)!;
  const shipped = !NOT_SHIPPED.includes(body.type);
  const product: DemoProduct = {
    id,
    type: body.type,
    image: body.image,
    flatPattern: body.flatPattern ?? '',
    sliderImage: body.sliderImage,
    name: body.name.trim(),
    intro: body.intro.trim(),
    keyword: body.keyword ?? '',
    cateId: body.cateId,
    brandId: body.brandId,
    categoryId: body.categoryId,
    guaranteeIds: body.guaranteeIds ?? '',
    unitName: body.unitName,
    tempId: shipped ? body.tempId : 0,
    sort: body.sort ?? 0,
    ficti: target?.ficti ?? 0,
    specType: body.specType,
    isSub: body.isSub,
    attr: body.attr.map((a, i) => ({ ...a, id: id * 100 + i, productId: id, type: body.type })),
    attrValue,
    content: body.content ?? '',
    couponIds: body.couponIds ?? [],
    isPaidMember: body.isPaidMember,
    deliveryMethod: shipped ? body.deliveryMethod : '1',
    // Cloud-disk and card-secret products can always be refunded; a virtual product keeps its choice.
    refundSwitch: body.type === 5 || body.type === 6 ? true : (body.refundSwitch ?? true),
    systemFormId: body.systemFormId ?? 0,
    price: cheapest.price,
    vipPrice: cheapest.vipPrice,
    sales: attrValue.reduce((n, v) => n + v.sales, 0),
    stock: attrValue.reduce((n, v) => n + v.stock, 0),
    collectNum: target?.collectNum ?? 0,
    isShow: false,
    // An edit waits for review again, unless the platform does not review and it never needed to be.
    auditStatus: needsReview() || (target !== null && target.auditStatus !== 0) ? 1 : 0,
    isAudit: false,
    isRecycle: false,
    createTime: target?.createTime ?? formatDateTime(new Date()),
    guaranteeList: [],
    brokerage: target?.brokerage ?? 0,
    brokerageTwo: target?.brokerageTwo ?? 0,
    autoUp: body.isAutoUp ?? false,
  };
  if (needsReview() && body.isAutoSubmitAudit) submitForReview(product, body.isAutoUp ?? false);
  // 自动上架 of a product the platform does not review, if the store is open (closed, it stays off sale).
  else if (!needsReview() && product.auditStatus === 0 && body.isAutoUp) product.isShow = storeOpen();
  if (target) Object.assign(target, product);
  else db.products.push(product);
  commit();
}

export function addProduct(body: ProductSaveRequest) {
  const refused = validated(body) ?? linksChecked(body) ?? demoChecked(body);
  if (refused) return refused;
  writeProduct(body, null);
  return null;
}

/** Why a product cannot be edited now: in the recycle bin, on sale, in review. */
function editRefused(p: DemoProduct, body: ProductSaveRequest): ErrorResult | null {
  if (p.isRecycle) return refuse.deleted();
  if (p.isShow) return refuse.onSale();
  if (p.isAudit) return refuse.inReview();
  if (p.type !== body.type) return fail(400, '商品类型不可编辑');
  return null;
}

export function updateProduct(body: ProductSaveRequest) {
  if (!body.id) return fail(400, '商品ID不能为空');
  const invalid = validated(body);
  if (invalid) return invalid;
  const p = find(body.id);
  if (!p) return refuse.notFound();
  const refused = editRefused(p, body) ?? linksChecked(body, p.id) ?? demoChecked(body);
  if (refused) return refused;
  writeProduct(body, p);
  return null;
}

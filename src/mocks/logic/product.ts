import type {
  ErrorResult,
  GetProductListParams,
  GetProductTabsHeadersParams,
  PickerProduct,
  ProductAddStockRequest,
  ProductInfo,
  ProductListItem,
  ProductReviewFreeEditRequest,
  ProductSaveRequest,
  SearchActivityProductsParams,
} from '@/api/generated/model';
import { combinationCount, specsFromAttrs, valuesFromJson } from '@/lib/domain/sku';
import { compareMoney, money } from '@/lib/format';
import { productImage } from '../assets';
import { commit, getDb } from '../db';
import { fail, lowestMoney, pageOf } from '../lib';
import type { DemoAccount } from '../seed/accounts';
import type { DemoProduct } from '../seed/products';
import { buildXlsx } from '@/lib/xlsx';
import { recordExport } from './maintain';
import { unusedByLibrary } from './cdkey';
import { librariesInUse, usableCoupons } from './product-dictionaries';
import { formatDateTime } from './time';

// The store's products as the reference backend keeps them: the list tabs, the form's rules, the
// platform's review (decided after the demo's delay), the batch actions and the export.

export const PRODUCT_NOT_FOUND = '商品不存在';

/** The list tab a product shows under (a product can sit under several: on sale and sold out). */
export function inTab(p: DemoProduct, tab: number, alarmStock: number): boolean {
  const live = !p.isRecycle;
  const approved = p.auditStatus === 0 || p.auditStatus === 2;
  switch (tab) {
    case 1:
      return live && approved && p.isShow;
    case 2:
      return live && approved && !p.isShow;
    case 3:
      return live && approved && p.stock === 0;
    case 4:
      return live && approved && p.stock <= alarmStock;
    case 5:
      return p.isRecycle;
    case 6:
      return live && p.auditStatus === 1 && p.isAudit;
    case 7:
      return live && p.auditStatus === 3;
    case 8:
      return live && p.auditStatus === 1 && !p.isAudit;
    default:
      return false;
  }
}

/** The demo platform decides submitted reviews once their time has come: names with 违规 are rejected. */
export function settleReviews(now = Date.now()) {
  for (const p of getDb().products) {
    if (!p.isAudit || p.reviewAt === undefined || p.reviewAt > now) continue;
    p.isAudit = false;
    delete p.reviewAt;
    if (p.name.includes('违规')) {
      p.auditStatus = 3;
      p.reason = '商品信息含违规内容，请修改后重新提交';
    } else {
      p.auditStatus = 2;
      p.isShow = p.autoUp ?? false;
    }
    delete p.autoUp;
    commit();
  }
}

const needsReview = () => {
  const s = getDb().productSettings;
  return s.productSwitch && s.isSwitch;
};

function submitForReview(p: DemoProduct, autoUp: boolean) {
  p.auditStatus = 1;
  p.isAudit = true;
  p.isShow = false;
  p.autoUp = autoUp;
  delete p.reason;
  p.reviewAt = Date.now() + getDb().productSettings.reviewDelayMs;
}

function toListItem(p: DemoProduct): ProductListItem {
  return {
    id: p.id,
    image: p.image,
    name: p.name,
    keyword: p.keyword,
    cateId: p.cateId,
    categoryId: p.categoryId,
    price: p.price,
    vipPrice: p.vipPrice,
    sort: p.sort,
    sales: p.sales,
    stock: p.stock,
    isShow: p.isShow,
    auditStatus: p.auditStatus,
    isAudit: p.isAudit,
    ficti: p.ficti,
    collectCount: p.collectNum,
    ...(p.reason ? { reason: p.reason } : {}),
    type: p.type,
    isPaidMember: p.isPaidMember,
    specType: p.specType,
  };
}

function toInfo(p: DemoProduct): ProductInfo {
  const { vipPrice: _v, isRecycle: _r, isAudit: _a, reason: _reason, reviewAt: _at, autoUp: _u, brokerage: _b, brokerageTwo: _b2, ...info } = p;
  const ids = new Set(p.guaranteeIds.split(',').filter(Boolean).map(Number));
  const libraries = getDb().cdkeyLibraries;
  const attrValue = info.attrValue.map((v) => {
    const library = v.cdkeyId ? libraries.find((l) => l.id === v.cdkeyId) : undefined;
    return library ? { ...v, cdkeyLibraryName: library.name } : v;
  });
  return { ...info, attrValue, guaranteeList: getDb().guarantees.filter((g) => ids.has(g.id)) };
}

const idSet = (text: string | undefined) => new Set((text ?? '').split(',').filter(Boolean).map(Number));

/** A platform category and every category below it. */
function platformSubtree(id: number): Set<number> {
  const ids = new Set([id]);
  for (let size = 0; size !== ids.size; ) {
    size = ids.size;
    for (const c of getDb().platCategories) if (ids.has(c.pid)) ids.add(c.id);
  }
  return ids;
}

/** The filters shared by the list, its tab counts and the export. */
function filtered(q: GetProductTabsHeadersParams): DemoProduct[] {
  // A level-1 or level-2 category stands for the level-3 categories below it.
  const categories = q.categoryId ? platformSubtree(q.categoryId) : null;
  const cateIds = idSet(q.cateId);
  const keywords = (q.keywords ?? '').trim();
  return getDb().products.filter(
    (p) =>
      (!categories || categories.has(p.categoryId)) &&
      (cateIds.size === 0 || p.cateId.split(',').some((id) => cateIds.has(Number(id)))) &&
      (!keywords || p.name.includes(keywords) || p.keyword.includes(keywords)) &&
      (q.isPaidMember === undefined || p.isPaidMember === q.isPaidMember) &&
      (q.productType === undefined || p.type === q.productType),
  );
}

const byNewest = (a: DemoProduct, b: DemoProduct) => b.sort - a.sort || b.id - a.id;

/** The rows of a list tab, newest first. */
function tabRows(q: GetProductListParams) {
  const alarm = getDb().productSettings.alarmStock;
  return filtered(q).filter((p) => inTab(p, q.type, alarm)).toSorted(byNewest);
}

/** A page of a list tab; reviews whose time has come are decided first. */
export function productPage(q: GetProductListParams) {
  settleReviews();
  return pageOf(tabRows(q), q, toListItem);
}

/** How many products each tab holds under the filters. */
export function tabCounts(q: GetProductTabsHeadersParams) {
  settleReviews();
  const rows = filtered(q);
  const alarm = getDb().productSettings.alarmStock;
  return ([1, 2, 3, 4, 5, 6, 7, 8] as const).map((type) => ({ type, count: rows.filter((p) => inTab(p, type, alarm)).length }));
}

const find = (id: number) => getDb().products.find((p) => p.id === id);

export function productInfo(id: number) {
  const p = find(id);
  return p ? toInfo(p) : fail(500, PRODUCT_NOT_FOUND);
}

const nextId = (rows: ReadonlyArray<{ id?: number }>) => rows.reduce((max, r) => Math.max(max, r.id ?? 0), 0) + 1;

function nextSkuId() {
  return getDb().products.reduce((max, p) => p.attrValue.reduce((m, v) => Math.max(m, v.id ?? 0), max), 0) + 1;
}

const CDKEY_PER_SKU = '卡密商品每个规格需选择不同的卡密库';
const CDKEY_TAKEN = '卡密库不存在或已关联其他商品';

/** The checks of the real backend's product validator, with its messages. */
function validateProduct(body: ProductSaveRequest): ErrorResult | null {
  const db = getDb();
  const category = db.platCategories.find((c) => c.id === body.categoryId);
  if (!category || category.level !== 3) return fail(500, '平台商品分类必须是三级分类');
  if (!category.isShow) return fail(500, '平台商品分类已隐藏，请重新选择');
  if (body.brandId !== 0 && !db.brands.some((b) => b.id === body.brandId)) return fail(500, '品牌不存在');
  const merIds = body.cateId.split(',').map(Number);
  if (merIds.some((id) => !db.merCategories.some((c) => c.id === id))) return fail(500, '商户商品分类不存在');
  if (body.type === 0 && !db.shippingTemplates.some((t) => t.id === body.tempId)) return fail(500, '请选择运费模板');
  const specs = specsFromAttrs(body.attr);
  if (!body.specType && body.attrValue.length !== 1) return fail(400, '单规格商品只能有一个规格属性');
  if (body.specType && body.attrValue.length > combinationCount(specs)) return fail(400, '商品规格属性数量与规格不符');
  const names = specs.map((s) => s.name).toSorted().join();
  for (const sku of body.attrValue) {
    const values = valuesFromJson(sku.attrValue);
    if (Object.keys(values).toSorted().join() !== names) return fail(400, '商品规格属性与规格不符');
    if (!sku.image) return fail(400, '请上传规格图片');
    if (body.isPaidMember && !(compareMoney(sku.vipPrice, 0) > 0 && compareMoney(sku.vipPrice, sku.price) < 0)) return fail(500, '会员价必须大于0且小于售价');
    if (body.type === 5 && !sku.expand?.trim()) return fail(500, '云盘商品请设置云盘链接');
  }
  if (body.type === 6) {
    const libraries = body.attrValue.map((v) => v.cdkeyId);
    if (libraries.some((id) => !id) || new Set(libraries).size !== libraries.length) return fail(500, CDKEY_PER_SKU);
    const taken = librariesInUse(body.id);
    if (libraries.some((id) => !db.cdkeyLibraries.some((l) => l.id === id) || taken.has(id!))) return fail(500, CDKEY_TAKEN);
  }
  if (body.systemFormId && !db.systemForms.some((f) => f.id === body.systemFormId)) return fail(500, '关联表单不存在');
  if ((body.keyword ?? '').length > 255) return fail(400, '关键字不能超过255个字符');
  return null;
}

function writeProduct(body: ProductSaveRequest, target: DemoProduct | null): DemoProduct {
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
      vipPrice: money(sku.vipPrice),
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
    tempId: body.tempId,
    sort: body.sort ?? 0,
    ficti: target?.ficti ?? 0,
    specType: body.specType,
    isSub: body.isSub,
    attr: body.attr.map((a, i) => ({ ...a, id: id * 100 + i, productId: id, type: body.type })),
    attrValue,
    content: body.content ?? '',
    couponIds: body.couponIds ?? [],
    isPaidMember: body.isPaidMember,
    deliveryMethod: body.deliveryMethod,
    refundSwitch: body.refundSwitch ?? true,
    systemFormId: body.systemFormId ?? 0,
    price: cheapest.price,
    vipPrice: cheapest.vipPrice,
    sales: attrValue.reduce((n, v) => n + v.sales, 0),
    stock: attrValue.reduce((n, v) => n + v.stock, 0),
    collectNum: target?.collectNum ?? 0,
    isShow: false,
    auditStatus: 0,
    isAudit: false,
    isRecycle: false,
    createTime: target?.createTime ?? formatDateTime(new Date()),
    guaranteeList: [],
    brokerage: target?.brokerage ?? 0,
    brokerageTwo: target?.brokerageTwo ?? 0,
  };
  if (needsReview()) {
    product.auditStatus = 1;
    if (body.isAutoSubmitAudit) submitForReview(product, body.isAutoUp ?? false);
  } else {
    product.isShow = body.isAutoUp ?? false;
  }
  if (target) Object.assign(target, product);
  else db.products.push(product);
  commit();
  return target ?? product;
}

export function addProduct(body: ProductSaveRequest) {
  const invalid = validateProduct(body);
  if (invalid) return invalid;
  writeProduct(body, null);
  return null;
}

function updateBlocked(p: DemoProduct, body: ProductSaveRequest): ErrorResult | null {
  if (p.isRecycle) return fail(500, '商品已在回收站');
  if (p.isShow) return fail(500, '商品上架中');
  if (p.isAudit) return fail(500, '商品审核中');
  if (p.type !== body.type) return fail(500, '商品类型不可编辑');
  return null;
}

export function updateProduct(body: ProductSaveRequest) {
  const p = find(body.id ?? 0);
  if (!p) return fail(500, PRODUCT_NOT_FOUND);
  const refused = updateBlocked(p, body) ?? validateProduct(body);
  if (refused) return refused;
  writeProduct(body, p);
  return null;
}

function recalc(p: DemoProduct) {
  p.stock = p.attrValue.reduce((n, v) => n + v.stock, 0);
  p.price = lowestMoney(p.attrValue.map((v) => v.price)) ?? money(0);
}

/** What a batch call does to one product, or why it refuses. */
export type BatchAction = (p: DemoProduct) => ErrorResult | null;

export const putOnSale: BatchAction = (p) => {
  if (p.isRecycle) return fail(500, '回收站中的商品不能上架');
  if (p.auditStatus === 1 || p.auditStatus === 3) return fail(500, '商品未审核通过，不能上架');
  if (p.stock <= 0) return fail(500, '商品库存不足，不能上架');
  p.isShow = true;
  return null;
};
export const takeOffSale: BatchAction = (p) => {
  p.isShow = false;
  return null;
};
export const recycle: BatchAction = (p) => {
  if (p.isAudit) return fail(500, '审核中的商品不能加入回收站');
  p.isRecycle = true;
  p.isShow = false;
  return null;
};
export const restore: BatchAction = (p) => {
  if (!p.isRecycle) return fail(500, '商品不在回收站');
  p.isRecycle = false;
  return null;
};
export const submitAudit =
  (autoUp: boolean): BatchAction =>
  (p) => {
    if (p.isRecycle) return fail(500, '回收站中的商品不能提审');
    if (p.isAudit) return fail(500, '商品审核中');
    if (p.auditStatus === 2 || p.auditStatus === 0) return fail(500, '商品无需提审');
    submitForReview(p, autoUp);
    return null;
  };

/** Applies an action to every product, all or nothing: the first refusal answers and nothing changes. */
export function batch(ids: readonly number[], action: BatchAction) {
  const products = ids.map(find);
  if (products.some((p) => !p)) return fail(500, PRODUCT_NOT_FOUND);
  const copies = products.map((p) => structuredClone(p!));
  for (const copy of copies) {
    const refused = action(copy);
    if (refused) return refused;
  }
  copies.forEach((copy, i) => Object.assign(products[i]!, copy));
  commit();
  return null;
}

/** 提交审核 of one product: the path and the body name the same product. */
export const submitOne = (pathId: number, id: number, isAutoUp: boolean | undefined) =>
  id === pathId ? batch([id], submitAudit(isAutoUp ?? false)) : fail(400, '商品ID不一致');

function deleteForGood(p: DemoProduct) {
  const db = getDb();
  db.products = db.products.filter((x) => x.id !== p.id);
  db.replies = db.replies.filter((r) => r.productId !== p.id);
}

const NOT_IN_RECYCLE = '请先将商品加入回收站';

/** 删除: into the recycle bin, or from it for good. */
export function deleteProduct(id: number, type: 'recycle' | 'delete') {
  const p = find(id);
  if (!p) return fail(500, PRODUCT_NOT_FOUND);
  if (type === 'recycle') return batch([p.id], recycle);
  if (!p.isRecycle) return fail(500, NOT_IN_RECYCLE);
  deleteForGood(p);
  commit();
  return null;
}

export function deleteProducts(ids: readonly number[]) {
  const products = ids.map(find);
  if (products.some((p) => !p)) return fail(500, PRODUCT_NOT_FOUND);
  if (products.some((p) => !p!.isRecycle)) return fail(500, NOT_IN_RECYCLE);
  products.forEach((p) => deleteForGood(p!));
  commit();
  return null;
}

const SKU_NOT_FOUND = '商品规格不存在';

/** The reference backend's refusal: a card-secret product's stock is its libraries' unused card secrets. */
export const CARD_STOCK_NOT_ADDED = '卡密商品不支持快捷添加库存';

export function addStock(body: ProductAddStockRequest) {
  const p = find(body.id);
  if (!p) return fail(500, PRODUCT_NOT_FOUND);
  if (p.type === 6) return fail(6303, CARD_STOCK_NOT_ADDED);
  if (body.attrValueList.some((a) => !p.attrValue.some((v) => v.id === a.id))) return fail(500, SKU_NOT_FOUND);
  for (const add of body.attrValueList) p.attrValue.find((v) => v.id === add.id)!.stock += add.stock;
  recalc(p);
  commit();
  return null;
}

/** 免审编辑: categories, stock, prices and card or disk details change without a new review. */
export function editWithoutReview(body: ProductReviewFreeEditRequest) {
  const p = find(body.id);
  if (!p) return fail(500, PRODUCT_NOT_FOUND);
  if (p.isAudit) return fail(500, '商品审核中');
  if (body.attrValue.some((a) => !p.attrValue.some((v) => v.id === a.id))) return fail(500, SKU_NOT_FOUND);
  if (p.type === 5 && body.attrValue.some((a) => !a.expand?.trim())) return fail(500, '云盘商品请设置云盘链接');
  if (p.type === 6) {
    const taken = librariesInUse(p.id);
    const chosen = p.attrValue.map((v) => body.attrValue.find((a) => a.id === v.id)?.cdkeyId ?? v.cdkeyId);
    if (chosen.some((id) => !id) || new Set(chosen).size !== chosen.length) return fail(500, CDKEY_PER_SKU);
    if (chosen.some((id) => !getDb().cdkeyLibraries.some((l) => l.id === id) || taken.has(id!))) return fail(500, CDKEY_TAKEN);
  }
  p.cateId = body.cateId;
  for (const edit of body.attrValue) {
    const sku = p.attrValue.find((v) => v.id === edit.id)!;
    const stock = p.type === 6 ? (unusedByLibrary().get(edit.cdkeyId ?? sku.cdkeyId ?? 0) ?? 0) : edit.stock;
    Object.assign(sku, { stock, price: money(edit.price) }, edit.expand === undefined ? {} : { expand: edit.expand }, edit.cdkeyId === undefined ? {} : { cdkeyId: edit.cdkeyId });
  }
  recalc(p);
  commit();
  return null;
}

/** The platforms 99Api collects from (importProduct's `form`). */
const PLATFORMS = { 1: '淘宝', 2: '京东', 3: '苏宁', 4: '拼多多', 5: '天猫' } as const;
type Platform = keyof typeof PLATFORMS;

/** The platform an address is on, as 一号通 tells it. */
const platformOf = (url: string): Platform | null => (/tmall/.test(url) ? 5 : /taobao/.test(url) ? 1 : /jd\.com/.test(url) ? 2 : /suning/.test(url) ? 3 : /yangkeduo|pinduoduo/.test(url) ? 4 : null);

/** What 商品采集 brings back for an address: a product of the other shop, shaped for the form. */
function collected(url: string, form = platformOf(url)) {
  const shop = form === null ? '其他店铺' : PLATFORMS[form];
  const image = productImage(url.length, '采');
  const specs = [{ attrName: '颜色', attrValues: '红色,蓝色' }];
  return {
    name: `${shop}采集商品：夏季新款休闲衬衫`,
    intro: '采集自' + shop + '的商品，请核对后再上架。',
    keyword: '衬衫,休闲',
    image,
    sliderImage: JSON.stringify([image]),
    unitName: '件',
    specType: true,
    attr: specs,
    attrValue: ['红色', '蓝色'].map((color) => ({
      stock: 100,
      price: '89.00',
      image,
      cost: '40.00',
      otPrice: '129.00',
      weight: '0.30',
      volume: '0.01',
      brokerage: 0,
      brokerageTwo: 0,
      attrValue: JSON.stringify({ 颜色: color }),
    })),
    content: `<p>采集自${shop}：${url}</p>`,
  };
}

const LINK = /^https?:\/\//;
const WRONG_LINK = '请输入正确的商品链接';

/**
 * 99Api's collection (when the store collects with 99Api): the address must be on the platform chosen, and
 * costs no 一号通 collection.
 */
export function importProduct(url: string, form: Platform) {
  const link = url.trim();
  if (!LINK.test(link)) return fail(400, WRONG_LINK);
  const on = platformOf(link);
  if (on !== null && on !== form && !(on === 5 && form === 1)) return fail(500, `商品链接不是${PLATFORMS[form]}的商品，请核对采集平台`);
  return { info: collected(link, form) };
}

export const copyConfig = () => {
  const { copyType = 1, copyNum } = getDb().productSettings;
  return { copyType, copyNum };
};

/** 复制商品 spends one of the store's paid collections. */
export function copyProduct(url: string) {
  const link = url.trim();
  if (!LINK.test(link)) return fail(400, WRONG_LINK);
  const settings = getDb().productSettings;
  if (settings.copyNum <= 0) return fail(500, '采集次数不足，请先购买');
  settings.copyNum -= 1;
  commit();
  return { info: collected(link) };
}

/** The approved products the activity and marketing pickers offer. */
export function pickerPage(q: SearchActivityProductsParams) {
  const db = getDb();
  const name = (q.name ?? '').trim();
  const categoryIds = idSet(q.categoryId);
  const cateIds = idSet(q.cateId);
  const rows = db.products
    .filter(
      (p) =>
        !p.isRecycle &&
        (p.auditStatus === 0 || p.auditStatus === 2) &&
        (!name || p.name.includes(name)) &&
        (categoryIds.size === 0 || categoryIds.has(p.categoryId)) &&
        (cateIds.size === 0 || p.cateId.split(',').some((id) => cateIds.has(Number(id)))) &&
        (q.isShow === undefined || p.isShow === q.isShow) &&
        (!q.productId || p.id === q.productId),
    )
    .toSorted(byNewest);
  return pageOf(rows, q, (p): PickerProduct => ({
    id: p.id,
    image: p.image,
    name: p.name,
    price: p.price,
    stock: p.stock,
    sales: p.sales,
    ficti: p.ficti,
    isShow: p.isShow,
    categoryId: p.categoryId,
    categoryName: db.platCategories.find((c) => c.id === p.categoryId)?.name ?? '',
    type: p.type,
    specType: p.specType,
    unitName: p.unitName,
    marketingType: 0,
    attrValue: p.attrValue,
  }));
}

export function setFreight(ids: readonly number[], templateId: number) {
  if (!getDb().shippingTemplates.some((t) => t.id === templateId)) return fail(500, '运费模板不存在');
  return batch(ids, (p) => {
    // 云盘 and 卡密 products ship nothing (the console offers them no 设置运费).
    if (p.type === 5 || p.type === 6) return fail(500, '云盘商品、卡密商品无需设置运费');
    p.tempId = templateId;
    return null;
  });
}

export function setBrokerage(ids: readonly number[], brokerage: number, brokerageTwo: number) {
  return batch(ids, (p) => {
    p.brokerage = brokerage;
    p.brokerageTwo = brokerageTwo;
    p.isSub = true;
    for (const v of p.attrValue) Object.assign(v, { brokerage, brokerageTwo });
    return null;
  });
}

export function addCoupons(ids: readonly number[], couponIds: readonly number[]) {
  const usable = usableCoupons();
  if (!couponIds.every((id) => usable.some((c) => c.id === id))) return fail(500, '优惠券不存在');
  return batch(ids, (p) => {
    p.couponIds = [...new Set([...p.couponIds, ...couponIds])];
    return null;
  });
}

/** Whether the platform reviews this store's products, and whether the store is open (商户开关). */
export const auditSwitch = () => ({ productSwitch: needsReview(), isSwitch: getDb().baseInfo.isSwitch });

const TYPE_NAMES = ['普通商品', '积分商品', '虚拟商品', '', '视频号', '云盘商品', '卡密商品'];

/** A tab's products as a workbook in the 数据导出 list; answers its file name. */
export function exportProducts(account: DemoAccount, q: GetProductListParams) {
  const db = getDb();
  const sheet = [
    ['商品ID', '商品名称', '商品类型', '平台分类', '售价', '销量', '库存', '状态', '创建时间'],
    // 售价 is a number cell, as the reference's export writes amounts.
    ...tabRows(q).map((p) => [p.id, p.name, TYPE_NAMES[p.type], db.platCategories.find((c) => c.id === p.categoryId)?.name ?? '', Number(p.price), p.sales, p.stock, p.isShow ? '上架' : '下架', p.createTime]),
  ];
  return { fileName: recordExport(account, 'product', buildXlsx('商品', sheet)) };
}

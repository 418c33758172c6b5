import type {
  GetProductListParams,
  GetProductTabsHeadersParams,
  PickerProduct,
  ProductInfo,
  ProductListItem,
  SearchActivityProductsParams,
} from '@/api/generated/model';
import { productImage } from '../assets';
import { commit, getDb } from '../db';
import { fail, findBy, pageOf } from '../lib';
import type { DemoAccount } from '../seed/accounts';
import type { DemoProduct } from '../seed/products';
import { buildXlsx } from '@/lib/xlsx';
import { recordExport } from './maintain';
import { needsReview, refuse, storeOpen } from './product-actions';

// The store's products as the reference backend keeps them: the list tabs and their counts, the details,
// the platform's review (decided after the demo's delay), collection, the pickers and the export (saving and the
// list's actions: product-save.ts, product-actions.ts).

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

/**
 * The demo platform decides submitted reviews once their time has come: names with 违规 are rejected. An
 * approved product goes on sale if it was submitted so and the store is open, as the reference's review does.
 */
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
      p.isShow = (p.autoUp ?? false) && storeOpen();
    }
    commit();
  }
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

const find = (id: number) => findBy(getDb().products, 'id', id);

export function productInfo(id: number) {
  const p = find(id);
  return p ? toInfo(p) : refuse.notFound();
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

/** Spends one of the store's collections (一号通 and 99Api draw on the same count). */
function spendCollection() {
  getDb().productSettings.copyNum -= 1;
  commit();
}

/**
 * 99Api's collection (when the store collects with 99Api): the store must have collections left, and the
 * address must be on the platform chosen.
 */
export function importProduct(url: string, form: Platform) {
  if (getDb().productSettings.copyNum <= 0) return fail(400, '商户复制商品数量不足');
  const link = url.trim();
  if (!LINK.test(link)) return fail(400, WRONG_LINK);
  const on = platformOf(link);
  if (on !== null && on !== form && !(on === 5 && form === 1)) return fail(500, `商品链接不是${PLATFORMS[form]}的商品，请核对采集平台`);
  spendCollection();
  return { info: collected(link, form) };
}

export const copyConfig = () => {
  const { copyType = 1, copyNum } = getDb().productSettings;
  return { copyType, copyNum };
};

/** 复制商品 spends one of the store's paid collections. */
export function copyProduct(url: string) {
  if (getDb().productSettings.copyNum <= 0) return fail(400, '当前商户采集次数不足，请联系平台客服');
  const link = url.trim();
  if (!LINK.test(link)) return fail(400, WRONG_LINK);
  spendCollection();
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

/** Whether the platform reviews this store's products, and whether the store is open (商户开关). */
export const auditSwitch = () => ({ productSwitch: needsReview(), isSwitch: storeOpen() });

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

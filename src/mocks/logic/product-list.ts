import type {
  GetProductListParams,
  GetProductTabsHeadersParams,
  PickerProduct,
  ProductInfo,
  ProductListItem,
  SearchActivityProductsParams,
} from '@/api/generated/model';
import { getDb } from '../db';
import { findBy, pageOf } from '../lib';
import type { DemoAccount } from '../types/accounts';
import type { DemoProduct } from '../types/products';
import { buildXlsx } from '@/lib/xlsx';
import { recordExport } from './maintain';
import { refuse } from './product-calls';
import { settleReviews } from './product-review';

// The product list as the reference backend answers it: the tabs and their counts under the filters, a
// product's details, the activity and marketing pickers, and a tab's export. What changes products:
// product-save.ts and product-quick-edit.ts (the form, 编辑库存, 免审编辑), product-lifecycle.ts (sale, recycle
// bin, review), product-bulk.ts (批量设置), product-import.ts (采集, 复制); their refusals: product-calls.ts.

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

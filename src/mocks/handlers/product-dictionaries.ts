import {
  getGetBrandCacheListMockHandler,
  getGetCdkeyUnrelatedListMockHandler,
  getGetBrandListMockHandler,
  getGetMerchantCategoryListMockHandler,
  getGetMerchantCategoryTreeMockHandler,
  getGetPlatformCategoryTreeMockHandler,
  getGetProductUsableCouponsMockHandler,
} from '@/api/generated/endpoints/product-category/product-category.msw';
import { getGetPlatformGuaranteeListMockHandler } from '@/api/generated/endpoints/product-guarantee/product-guarantee.msw';
import type { Brand, CategoryNode, MerchantCategory, UsableCoupon } from '@/api/generated/model';
import { isSendable } from '../seed/coupons';
import { getDb } from '../db';
import { authorize, isError, ok, paginate, persisted } from '../lib';
import type { DemoBrand, DemoPlatCategory } from '../seed/products';

type TreeRow = Omit<CategoryNode, 'childList'>;

/** Rows with pid links as the cached tree (childList), ordered by sort then id. */
export function categoryTree(rows: readonly TreeRow[], pid = 0): CategoryNode[] {
  return rows
    .filter((c) => c.pid === pid)
    .toSorted((a, b) => b.sort - a.sort || a.id - b.id)
    .map((c) => ({ ...c, childList: categoryTree(rows, c.id) }));
}

/** The store's categories as tree rows: the level is the depth. */
export function merchantTreeRows(categories: readonly MerchantCategory[]): TreeRow[] {
  const levelOf = (c: MerchantCategory): 1 | 2 | 3 => {
    const parent = categories.find((p) => p.id === c.pid);
    return parent ? (Math.min(3, levelOf(parent) + 1) as 2 | 3) : 1;
  };
  return categories.map((c) => ({ id: c.id, pid: c.pid, name: c.name, icon: c.icon, level: levelOf(c), sort: c.sort, isShow: c.isShow }));
}

/** The card-secret libraries bound to a SKU of some product (other than `exceptProductId`): one library serves one SKU. */
export function librariesInUse(exceptProductId?: number): Set<number> {
  const ids = getDb()
    .products.filter((p) => p.id !== exceptProductId)
    .flatMap((p) => p.attrValue.map((v) => v.cdkeyId ?? 0));
  return new Set(ids.filter(Boolean));
}

/** Coupons a product can give away (商品买赠券 that can still be handed out), as the product form lists them. */
export function usableCoupons(): UsableCoupon[] {
  const now = Date.now();
  return getDb()
    .coupons.filter((c) => c.receiveType === 2 && isSendable(c, now))
    .map((c) => ({
      id: c.id,
      name: c.name,
      money: c.money,
      minPrice: c.minPrice,
      isLimited: c.isLimited,
      lastTotal: c.lastTotal,
      isFixedTime: c.isFixedTime,
      ...(c.useStartTime ? { useStartTime: c.useStartTime } : {}),
      ...(c.useEndTime ? { useEndTime: c.useEndTime } : {}),
      day: c.day,
    }));
}

const toBrand = ({ categoryIds: _c, ...brand }: DemoBrand): Brand => brand;
const platformRow = (c: DemoPlatCategory): TreeRow => c;

export const productDictionaryHandlers = [
  getGetCdkeyUnrelatedListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:cdkey:library:unrelated:list');
    if (isError(account)) return account;
    const taken = librariesInUse();
    return ok(getDb().cdkeyLibraries.filter((l) => !taken.has(l.id)).map(({ id, name, stock }) => ({ id, name, stock })));
  })),
  getGetPlatformCategoryTreeMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:plat:product:category:cache:tree');
    return isError(account) ? account : ok(categoryTree(getDb().platCategories.map(platformRow)));
  })),
  getGetMerchantCategoryTreeMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:product:category:cache:tree');
    return isError(account) ? account : ok(categoryTree(merchantTreeRows(getDb().merCategories)));
  })),
  getGetMerchantCategoryListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:product:category:list');
    return isError(account) ? account : ok(getDb().merCategories.toSorted((a, b) => b.sort - a.sort || a.id - b.id));
  })),
  getGetBrandCacheListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:plat:product:brand:cache:list');
    return isError(account) ? account : ok(getDb().brands.map(toBrand));
  })),
  getGetBrandListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:plat:product:brand:list');
    if (isError(account)) return account;
    const url = new URL(request.url);
    const cid = Number(url.searchParams.get('cid')) || 0;
    const name = (url.searchParams.get('brandName') ?? '').trim();
    const rows = getDb().brands.filter((b) => b.isShow && (!cid || b.categoryIds.includes(cid)) && (!name || b.name.includes(name)));
    const page = paginate(rows, url);
    return ok({ ...page, list: page.list.map(toBrand) });
  })),
  getGetPlatformGuaranteeListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:plat:product:guarantee:list');
    if (isError(account)) return account;
    const all = new URL(request.url).searchParams.get('type') === '1';
    return ok(getDb().guarantees.filter((g) => all || g.isShow).toSorted((a, b) => b.sort - a.sort));
  })),
  getGetProductUsableCouponsMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:coupon:product:usable:list');
    return isError(account) ? account : ok(usableCoupons());
  })),
];

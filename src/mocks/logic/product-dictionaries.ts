import type { Brand, CategoryNode, GetBrandListParams, MerchantCategory, UsableCoupon } from '@/api/generated/model';
import { getDb } from '../db';
import { pageOf } from '../lib';
import type { DemoBrand } from '../types/products';
import { unusedByLibrary } from './cdkey';
import { isSendable } from './coupon';

// What the product form chooses from: categories, brands, guarantees, coupons and card-secret libraries.

type TreeRow = Omit<CategoryNode, 'childList'>;

/** Rows with pid links as the cached tree (childList), ordered by sort then id. */
function cachedTree(rows: readonly TreeRow[], pid = 0): CategoryNode[] {
  return rows
    .filter((c) => c.pid === pid)
    .toSorted((a, b) => b.sort - a.sort || a.id - b.id)
    .map((c) => ({ ...c, childList: cachedTree(rows, c.id) }));
}

/** The store's categories as tree rows: the level is the depth. */
function merchantTreeRows(categories: readonly MerchantCategory[]): TreeRow[] {
  const levelOf = (c: MerchantCategory): 1 | 2 | 3 => {
    const parent = categories.find((p) => p.id === c.pid);
    return parent ? (Math.min(3, levelOf(parent) + 1) as 2 | 3) : 1;
  };
  return categories.map((c) => ({ id: c.id, pid: c.pid, name: c.name, icon: c.icon, level: levelOf(c), sort: c.sort, isShow: c.isShow }));
}

export const platformCategoryTree = () => cachedTree(getDb().platCategories);

export const merchantCategoryTree = () => cachedTree(merchantTreeRows(getDb().merCategories));

export const merchantCategories = () => getDb().merCategories.toSorted((a, b) => b.sort - a.sort || a.id - b.id);

/** The card-secret libraries bound to a SKU of some product (other than `exceptProductId`): one library serves one SKU. */
export function librariesInUse(exceptProductId?: number): Set<number> {
  const ids = getDb()
    .products.filter((p) => p.id !== exceptProductId)
    .flatMap((p) => p.attrValue.map((v) => v.cdkeyId ?? 0));
  return new Set(ids.filter(Boolean));
}

/** The free libraries, newest first, each with its unsold card secrets as stock (what a SKU drawing on it can sell). */
export function unrelatedLibraries() {
  const taken = librariesInUse();
  const unused = unusedByLibrary();
  return getDb()
    .cdkeyLibraries.filter((l) => !taken.has(l.id))
    .toSorted((a, b) => b.id - a.id)
    .map(({ id, name }) => ({ id, name, stock: unused.get(id) ?? 0 }));
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

const toBrand = ({ categoryIds: _c, sort: _s, ...brand }: DemoBrand): Brand => brand;

/** The platform's order of brands: higher sort first, then the older. */
const bySort = (a: DemoBrand, b: DemoBrand) => b.sort - a.sort || a.id - b.id;

export const brands = () => getDb().brands.toSorted(bySort).map(toBrand);

/**
 * The shown brands of a platform category, a page at a time, in the platform's order; `brandName` matches
 * anywhere in the name, whatever the case (the reference's LIKE '%…%'), a blank one not at all.
 */
export function brandPage(q: GetBrandListParams) {
  const name = (q.brandName ?? '').trim() ? q.brandName!.toLowerCase() : '';
  const rows = getDb()
    .brands.filter((b) => b.isShow && b.categoryIds.includes(q.cid) && (!name || b.name.toLowerCase().includes(name)))
    .toSorted(bySort);
  return pageOf(rows, q, toBrand);
}

/** The platform's guarantees: the shown ones, or with type 1 all of them. */
export const platformGuarantees = (type: 0 | 1) => getDb().guarantees.filter((g) => type === 1 || g.isShow).toSorted((a, b) => b.sort - a.sort);

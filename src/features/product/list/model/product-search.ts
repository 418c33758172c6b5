import { booleanFilter, idFilter, LIST_DEFAULTS, listSearch, optionFilter, searchFilters, textFilter, type SearchReader } from '@/components/list/list-search';
import type { CategoryNode, GetProductListParams } from '@/api/generated/model';
import { productListTabOptions, productTypeOptions, type ProductListTab } from '@/lib/enums';

/** The tab of the list (1 出售中 … 8 待提审, lib/enums) when the address names none. */
export const DEFAULT_TAB: ProductListTab = 1;

/** The platform category 景区商品 is cut from. */
export const SCENIC_CATEGORY_NAME = '景区门票';

/** The product types the list filters by (商品类型): 普通商品 0, 虚拟商品 2, 云盘商品 5, 卡密商品 6. */
export const FILTER_PRODUCT_TYPES = [0, 2, 5, 6] as const;
export const productTypeFilterOptions = FILTER_PRODUCT_TYPES.flatMap((value) => productTypeOptions.filter((o) => o.value === value).map((o) => ({ value, label: o.label })));

const tabFilter = optionFilter(productListTabOptions);

/** Merchant category ids joined by commas ('3,5'); one id may come back from the router as a number. */
export const idListFilter: SearchReader<string> = (value) => {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\s+/g, '') : '';
  if (!/^\d+(,\d+)*$/.test(text)) return undefined;
  const ids = [...new Set(text.split(',').map(Number).filter((id) => id > 0))];
  return ids.length > 0 ? ids.join(',') : undefined;
};

const filters = {
  cateId: idListFilter,
  keywords: textFilter,
  /** 会员商品. */
  isPaidMember: booleanFilter,
  productType: optionFilter(productTypeFilterOptions),
};

function withTab<S>(read: (search: Record<string, unknown>) => S) {
  return (search: Record<string, unknown>): S & { type: ProductListTab } => ({ ...read(search), type: tabFilter(search.type) ?? DEFAULT_TAB });
}

/** 商品列表's address: tab, page, size and every filter, so a reload or the dashboard's links open the same list. */
export const productListSearch = withTab(listSearch({ ...filters, categoryId: idFilter }));

/** 景区商品 fixes the platform category, so its address has no categoryId. */
export const scenicListSearch = withTab(listSearch(filters));

export type ProductListSearch = ReturnType<typeof productListSearch>;

/** Left out of the address: a plain /product/list is 出售中, page 1. */
export const productListDefaults = { ...LIST_DEFAULTS, type: DEFAULT_TAB };

/** The filters the list, its tab counts and the export share (the tab is sent apart; 景区商品 names its own platform category). */
export function productFilters(search: ProductListSearch, categoryId: number | undefined = search.categoryId) {
  return { ...(categoryId ? { categoryId } : {}), ...searchFilters(search, 'type', 'categoryId') };
}

/** What the list asks for: its tab, page and filters (景区商品 with the category it is fixed to). */
export function productListParams(search: ProductListSearch, categoryId: number | undefined = search.categoryId): GetProductListParams {
  return { type: search.type, page: search.page, limit: search.limit, ...productFilters(search, categoryId) };
}

/** The category trees change rarely: the filters, the loader and the drawers share them for five minutes. */
export const CATEGORY_TREE_QUERY = { query: { staleTime: 5 * 60_000 } } as const;

/** Merchant category ids of the address ('3,5') as numbers. */
export function parseIds(text: string | undefined): number[] {
  return (text ?? '').split(',').filter(Boolean).map(Number);
}

/** Finds a category anywhere in the tree. */
export function findCategory(tree: readonly CategoryNode[] | undefined, match: (node: CategoryNode) => boolean): CategoryNode | undefined {
  for (const node of tree ?? []) {
    if (match(node)) return node;
    const found = findCategory(node.childList, match);
    if (found) return found;
  }
  return undefined;
}

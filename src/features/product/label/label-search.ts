import { getProductLabelListQueryKeywordsMax as keywordsMax } from '@/api/generated-zod/product-label/product-label.zod';
import type { GetProductLabelListParams } from '@/api/generated/model';
import { DEFAULT_PAGE, listSearch, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** The product label list's URL: page, size and the name searched for. */
export const labelListSearch = listSearch({ keywords: textFilter });

export type LabelListSearch = ReturnType<typeof labelListSearch>;

export const labelListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

/** What the list asks for: the name filter cut to what the API takes (a hand-typed address may be longer). */
export function labelListParams(search: LabelListSearch): GetProductLabelListParams {
  return { page: search.page, limit: search.limit, keywords: search.keywords?.slice(0, keywordsMax) };
}

import { getProductLabelListQueryKeywordsMax as keywordsMax } from '@/api/generated-zod/product-label/product-label.zod';
import type { GetProductLabelListParams } from '@/api/generated/model';
import type { LabelListSearch } from './label-search';

/** What the list asks for: the name filter cut to what the API takes (a hand-typed address may be longer). */
export function labelListParams(search: LabelListSearch): GetProductLabelListParams {
  return { page: search.page, limit: search.limit, keywords: search.keywords?.slice(0, keywordsMax) };
}

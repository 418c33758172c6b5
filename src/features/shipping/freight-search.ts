import { textFilter, type Paging } from '@/components/list/list-search';

/** 运费模板's URL: the name searched for. The list is not paged (SPEC §7: page 1, limit 9999). */
export function freightListSearch(search: Record<string, unknown>): { keywords?: string } {
  const keywords = textFilter(search.keywords);
  return keywords ? { keywords } : {};
}
export type FreightListSearch = ReturnType<typeof freightListSearch>;

/** SPEC §7/§9: the list comes whole (page 1, limit 9999); the product form reads the same call. */
export const LIST_LIMIT = 9999;

export type FreightListParams = Paging & FreightListSearch;

/** What the list asks for: its one page, with the name searched for. */
export const freightListParams = (search: FreightListSearch): FreightListParams => ({ page: 1, limit: LIST_LIMIT, ...search });

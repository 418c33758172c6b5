import { textFilter } from '@/components/data-table/list-search';

/** 运费模板's URL: the name searched for. The list is not paged (SPEC §7: page 1, limit 9999). */
export function freightListSearch(search: Record<string, unknown>): { keywords?: string } {
  const keywords = textFilter(search.keywords);
  return keywords ? { keywords } : {};
}
export type FreightListSearch = ReturnType<typeof freightListSearch>;

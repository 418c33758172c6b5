import { textFilter } from '@/components/list/list-search';

/** The category page's URL: the name filter, so a reload keeps it. */
export function categorySearch(search: Record<string, unknown>): { name?: string } {
  const name = textFilter(search.name);
  return name ? { name } : {};
}

import type { QueryKey } from '@tanstack/react-query';

/**
 * `keepPrevious` of a tabbed list (`useListPage`'s option): the rows shown stay while the next page
 * loads only when they were asked for under the same tab, a parameter of the query; rows of another
 * tab are never kept (their columns and actions differ).
 *
 *   useListPage(source, (s) => getGetXxxQueryOptions(xxxParams(s)), { keepPrevious: underTab('status', tab) })
 */
export const underTab =
  (param: string, value: unknown) =>
  (key: QueryKey | undefined): boolean =>
    key?.some((part) => typeof part === 'object' && part !== null && param in part && (part as Record<string, unknown>)[param] === value) ?? false;

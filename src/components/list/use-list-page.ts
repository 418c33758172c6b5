import { useCallback, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { isUnsupported } from '@/api/errors';
import { DEFAULT_PAGE, nextSearch, withoutEmpty, type Paging } from '@/components/list/list-search';

/**
 * Where a list keeps its page, size and filters: the address for a page (a reload or a shared link
 * opens the same list), component state for a picker or a drawer. Both read and change alike.
 */
export interface ListSearch<S extends Paging> {
  search: S;
  /** Merges a change in; empty values drop out, and the page goes back to 1 unless it is the change. */
  update: (change: Partial<S>) => void;
  /** Back to the first page with no filters, keeping the size (and what `keep` names, such as a tab). */
  reset: (keep?: Partial<S>) => void;
}

/** The part of a route (`getRouteApi(id)` or a file route's `Route`) a list needs. */
export interface SearchRoute<S> {
  useSearch: (...args: never[]) => S;
  useNavigate: (...args: never[]) => unknown;
}

/** What the kit asks of a route's navigate: a new search computed from the current one. */
type SearchNavigate<S> = (options: { search: (prev: S) => S; replace: boolean }) => Promise<void>;

/** A list's search in the address of its route; changes replace the history entry. */
export function useRouteSearch<S extends Paging>(route: SearchRoute<S>): ListSearch<S> {
  // A route API is a module constant (getRouteApi, a file route's Route): the same hooks on every render.
  // oxlint-disable-next-line react/hooks
  const search = route.useSearch();
  // The route's navigate is typed for every destination; the kit only rewrites this route's own search.
  // oxlint-disable-next-line react/hooks
  const navigate = route.useNavigate() as SearchNavigate<S>;
  const update = useCallback((change: Partial<S>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true }), [navigate]);
  const reset = useCallback((keep: Partial<S> = {}) => void navigate({ search: (prev) => ({ page: DEFAULT_PAGE, limit: prev.limit, ...keep }) as S, replace: true }), [navigate]);
  return { search, update, reset };
}

/** Filters of an unpaged list (a tree, a whole list) in its route's address: no page or size to keep. */
export interface RouteFilters<F> {
  filters: F;
  /** Merges a change in; empty values drop out of the address. */
  update: (change: Partial<F>) => void;
  reset: () => void;
}

export function useRouteFilters<F extends object>(route: SearchRoute<F>): RouteFilters<F> {
  // oxlint-disable-next-line react/hooks
  const filters = route.useSearch();
  // oxlint-disable-next-line react/hooks
  const navigate = route.useNavigate() as SearchNavigate<F>;
  const update = useCallback((change: Partial<F>) => void navigate({ search: (prev) => withoutEmpty({ ...prev, ...change }), replace: true }), [navigate]);
  const reset = useCallback(() => void navigate({ search: () => ({}) as F, replace: true }), [navigate]);
  return { filters, update, reset };
}

/** A list's search in component state: pickers and drawers, whose lists are not addresses. */
export function useLocalSearch<S extends Paging>(initial: S): ListSearch<S> {
  const [search, setSearch] = useState(initial);
  const update = useCallback((change: Partial<S>) => setSearch((prev) => nextSearch(prev, change)), []);
  const reset = useCallback((keep: Partial<S> = {}) => setSearch((prev) => ({ ...initial, limit: prev.limit, ...keep })), [initial]);
  return { search, update, reset };
}

/** Loading, error and retry of a query, as `DataTable` and `QueryState` take them. */
export interface QueryStatus {
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** The backend does not offer the call (a quiet note instead of an error). */
  unsupported: boolean;
}

/** A query, or several read as one (loading while any loads, failed when any failed, retried together). */
export interface QueryLike {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export function queryStatus(query: QueryLike): QueryStatus {
  return { isLoading: query.isLoading, isError: query.isError, onRetry: () => void query.refetch(), unsupported: isUnsupported(query.error) };
}

/** Several queries a block waits for together. */
export function allQueries(...queries: QueryLike[]): QueryLike {
  return {
    isLoading: queries.some((q) => q.isLoading),
    isError: queries.some((q) => q.isError),
    error: queries.find((q) => q.isError)?.error,
    refetch: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
  };
}

/** The backend's page shape (`{page, limit, totalPage, total, list}`); only `list` and `total` matter here. */
export interface PageOf<T> {
  list: T[];
  total: number;
}

type RowOf<TData> = TData extends PageOf<infer R> ? R : never;

/** Everything `DataTable` needs of a paged list, to spread into it. */
export interface ListTable<T> extends QueryStatus {
  rows: T[] | undefined;
  total: number | undefined;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

export interface ListPageOptions {
  /** Off while something the list depends on is missing (a category it is fixed to). */
  enabled?: boolean;
  /** Keep the rows shown while the next page loads; by default always (a tabbed list may refuse across tabs). */
  keepPrevious?: (previousKey: QueryKey | undefined) => boolean;
  /** The query's own options beside the generated ones (staleTime, select…). */
  query?: { staleTime?: number; gcTime?: number };
}

/**
 * A server-paged list: its search (from `useRouteSearch` or `useLocalSearch`), its query from the
 * generated query options (`getGetXxxQueryOptions`), the previous rows kept while the next page
 * loads, and `table` to spread into `DataTable`.
 *
 *   const list = useListPage(useRouteSearch(route), getGetCouponListQueryOptions);
 *   <DataTable {...list.table} columns={…} />
 */
export function useListPage<S extends Paging, TData extends PageOf<unknown>, TError, TKey extends QueryKey>(
  source: ListSearch<S>,
  queryOptions: (search: S) => UseQueryOptions<TData, TError, TData, TKey>,
  options: ListPageOptions = {},
) {
  const { search, update } = source;
  const { keepPrevious, enabled = true } = options;
  const generated = queryOptions(search);
  const query = useQuery<TData, TError, TData, TKey>({
    ...generated,
    ...options.query,
    enabled,
    // A failed prefetch (the route's loader) is shown with its retry, not asked again on mount.
    retryOnMount: false,
    placeholderData: (previous, previousQuery) => (!keepPrevious || keepPrevious(previousQuery?.queryKey) ? previous : undefined),
  });
  const table: ListTable<RowOf<TData>> = {
    rows: query.data?.list as RowOf<TData>[] | undefined,
    total: query.data?.total,
    page: search.page,
    limit: search.limit,
    onPageChange: (page) => update({ page } as Partial<S>),
    onLimitChange: (limit) => update({ limit } as Partial<S>),
    ...queryStatus(query),
    isLoading: query.isLoading || !enabled,
  };
  return { ...source, query, queryKey: generated.queryKey, table };
}

/** A placeholder shown only until its data is in (a form waiting for fresh data): loading unless it failed. */
export function awaiting(query: QueryLike): QueryLike {
  return { isLoading: !query.isError, isError: query.isError, error: query.error, refetch: query.refetch };
}

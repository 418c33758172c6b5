import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

/**
 * A route loader's work: start the page's first query as soon as the route is chosen (or hovered,
 * with intent preloading), beside its code instead of after it. It does not wait: the page shows its
 * skeleton, its data or its error with a retry, as it would without the loader.
 */
export function prefetch<TData, TError, TKey extends QueryKey>(options: FetchQueryOptions<TData, TError, TData, TKey>) {
  void queryClient.prefetchQuery(options);
}

import { QueryObserver, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

/** How long a prefetched copy that is dropped when unused (gcTime 0) waits for its page. */
const HOLD_MS = 10_000;

/**
 * A route loader's work: start the page's first query as soon as the route is chosen (or hovered,
 * with intent preloading), beside its code instead of after it. It does not wait: the page shows its
 * skeleton, its data or its error with a retry, as it would without the loader.
 *
 * A form's copy (`gcTime: 0`: dropped once nothing shows it) is held until the page's own query
 * takes it over, or HOLD_MS at most: else it would be dropped as soon as it came, before the page
 * mounted, and asked for again.
 */
export function prefetch<TData, TError, TKey extends QueryKey>(options: FetchQueryOptions<TData, TError, TData, TKey>) {
  if (options.gcTime !== 0) {
    void queryClient.prefetchQuery(options);
    return;
  }
  const holder = new QueryObserver<TData, TError, TData, TData, TKey>(queryClient, { ...options, retry: false });
  const stopHolding = holder.subscribe(() => {});
  const query = holder.getCurrentQuery();
  // Let go a tick after the page's query arrives: StrictMode subscribes it, unsubscribes and subscribes again.
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'observerAdded' && event.query === query && event.observer !== holder) setTimeout(release);
  });
  let held = true;
  const timer = setTimeout(release, HOLD_MS);
  function release() {
    if (!held) return;
    held = false;
    clearTimeout(timer);
    stopWatching();
    stopHolding();
  }
}

import type { QueryClient } from '@tanstack/react-query';
import { setHttpHooks } from '@/api/http';
import type { WriteId } from '@/api/refresh';

type Table = typeof import('@/api/refresh');
type Stale = ReturnType<Table['staleAfter']>;

const markStale = (queryClient: QueryClient, stale: Stale) => (stale ? queryClient.invalidateQueries({ predicate: (query) => stale(query.queryKey) }) : undefined);

/**
 * Every successful write, through a generated hook or a plain generated call, marks stale what it changed
 * (src/api/refresh.ts) and waits for the pages on screen to load it again before its caller goes on: a
 * save that then goes back to its list finds the list fresh. The table loads with the signed-in pages,
 * apart from them (it is the contract's every operation), and is asked without a wait once loaded.
 */
export function refreshAfterWrites(queryClient: QueryClient) {
  let table: Table | undefined;
  const loading = import('@/api/refresh').then((loaded) => (table = loaded));
  setHttpHooks({
    afterCall: (method, url) =>
      table
        ? markStale(queryClient, table.staleAfter(method, url))
        : loading.then(
            (loaded) => markStale(queryClient, loaded.staleAfter(method, url)),
            // The call itself succeeded: a table that failed to load must not make it look failed.
            () => undefined,
          ),
  });
}

/**
 * A write made in another window of the console (the form designer's, which has a cache of its own): what
 * it changed loads again here too, as after the same write made in this window.
 */
export function refreshAfterWriteElsewhere(queryClient: QueryClient, write: WriteId) {
  return import('@/api/refresh').then((table) => markStale(queryClient, table.staleAfterWrite(write)));
}

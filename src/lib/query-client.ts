import { QueryClient } from '@tanstack/react-query';
import { refreshAfterWrites } from './refresh';
import { onSessionCleared } from './session';

/**
 * The console's query cache. Only the signed-in pages use it, so it (and react-query) loads with
 * them, not with the sign-in page. A session that ends takes its cached data with it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client has already told the user about a failure; pages offer a retry instead.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, gcTime: 30 * 60_000 },
    mutations: { retry: false },
  },
});

onSessionCleared(() => queryClient.clear());
// What a write changed loads again before the write's caller goes on (api/refresh.ts declares what).
refreshAfterWrites(queryClient);

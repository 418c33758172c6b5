import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { pageTitle } from './lib/title';

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Chinese page title, used for the document title, tabs and breadcrumbs. */
    title?: string;
  }
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client has already told the user about a failure; pages offer a retry instead.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  router.subscribe('onResolved', () => {
    const leaf = router.state.matches.at(-1);
    document.title = pageTitle(leaf?.staticData.title);
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

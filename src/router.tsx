import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { pageTitle } from './lib/title';
import { RouteError } from './features/shell/route-error';

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Chinese page title, used for the document title, tabs and breadcrumbs. */
    title?: string;
  }
}

export function createAppRouter(history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
  });
  router.subscribe('onResolved', () => {
    const leaf = router.state.matches.at(-1);
    document.title = pageTitle(leaf?.staticData.title);
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

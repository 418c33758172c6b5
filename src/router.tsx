import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { pageTitle } from './lib/title';
import { firstScreenUnderway } from './lib/first-screen';
import { hasToken } from './lib/session';
import { RouteError } from './features/shell/route-error';
import { loadPageCode } from './lib/page-code';

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
  // A page's code (the layout's and the page's chunks) starts loading with the navigation, beside the
  // guard, instead of after every beforeLoad has finished. It is asked for a task later, behind the guard's
  // own chunk, which the browser would otherwise queue behind the page's dozens. Without a token the
  // visitor goes to sign-in, whose form must not wait behind console code.
  router.subscribe('onBeforeLoad', ({ toLocation }) => {
    if (!hasToken()) return;
    setTimeout(() => {
      loadPageCode(router, toLocation.pathname);
      firstScreenUnderway();
    });
  });
  router.subscribe('onResolved', () => {
    const leaf = router.state.matches.at(-1);
    document.title = pageTitle(leaf?.staticData.title);
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

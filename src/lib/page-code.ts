import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts loading the code of the page at `pathname`: its layouts' and its own chunks, what the router
 * would load on the way there. Nothing is fetched for data. A chunk that fails here is loaded again by
 * the navigation that needs it, which reports the failure.
 */
export function loadPageCode(router: Pick<AnyRouter, 'getMatchedRoutes' | 'loadRouteChunk'>, pathname: string) {
  for (const route of router.getMatchedRoutes(pathname)[0]) router.loadRouteChunk(route)?.catch(() => {});
}

import { getResponse, http, type HttpHandler } from 'msw';

interface Route {
  method: string;
  pattern: RegExp;
  handler: HttpHandler;
}

/** A handler's path (such as `*` + '/admin/merchant/product/info/:id') as a pattern for a URL's pathname. */
function patternOf(path: string): RegExp {
  const body = path
    .replace(/^\*/, '')
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`${body}$`);
}

/**
 * The demo backend's handlers behind one msw handler. msw tries handlers one by one and parses the
 * request's URL and cookies for each; with some four hundred calls that cost more than the answers
 * themselves. This picks the handlers whose method and path fit by pattern alone and lets msw run only those.
 */
export function routed(handlers: readonly HttpHandler[]): HttpHandler {
  const routes: Route[] = handlers.map((handler) => {
    const { method, path } = handler.info;
    if (typeof path !== 'string') throw new Error(`The demo router takes string paths only, not ${String(path)}`);
    return { method: String(method).toUpperCase(), pattern: patternOf(path), handler };
  });
  return http.all('*', async ({ request }) => {
    const { pathname } = new URL(request.url);
    const candidates = routes.filter((r) => (r.method === 'ALL' || r.method === request.method) && r.pattern.test(pathname)).map((r) => r.handler);
    return candidates.length === 0 ? undefined : getResponse(candidates, request);
  });
}

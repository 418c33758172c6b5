import { http, type HttpHandler } from 'msw';
import { answer } from './reference';

export { demoWire, javaRules, setDemoWire, type DemoWire } from './mode';

/**
 * The demo backend `inner` behind the reference backend's wire. Loaded with the demo backend, not with the
 * first call: a chunk fetched while msw holds a call would pass through the service worker that waits for it.
 */
export const referenceWire = (inner: HttpHandler): HttpHandler =>
  // The demo's stored files are no call of the backend's, wherever they are served from (the server's --media-origin).
  http.all('*/api/*', ({ request }) => (new URL(request.url).pathname.includes('/demo-files/') ? undefined : answer(request, inner)));

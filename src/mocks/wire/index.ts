import { http, type HttpHandler } from 'msw';
import { answer } from './reference';

export { demoWire, javaRules, setDemoWire, type DemoWire } from './mode';

/**
 * The demo backend `inner` behind the reference backend's wire. Loaded with the demo backend, not with the
 * first call: a chunk fetched while msw holds a call would pass through the service worker that waits for it.
 */
export const referenceWire = (inner: HttpHandler): HttpHandler => http.all('*/api/*', ({ request }) => answer(request, inner));

import { http, type HttpHandler } from 'msw';
import { answer } from './reference';

/**
 * The wire the demo backend answers in: the console's model (the default), or, with
 * VITE_DEMO_WIRE=reference, exactly as the reference backend (CRMEB) would (./reference.ts).
 */
export const demoWire = import.meta.env.VITE_DEMO_WIRE === 'reference' ? 'reference' : 'model';

/**
 * The demo backend `inner` behind the reference backend's wire. Loaded with the demo backend, not with the
 * first call: a chunk fetched while msw holds a call would pass through the service worker that waits for it.
 */
export const referenceWire = (inner: HttpHandler): HttpHandler => http.all('*/api/*', ({ request }) => answer(request, inner));

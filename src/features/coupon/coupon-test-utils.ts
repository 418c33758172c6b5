import { screen } from '@testing-library/react';
import { getMessages } from '@/lib/message';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import type { DemoCoupon } from '@/mocks/seed/coupons';
import { renderApp, signIn } from '@/test/render-app';

/** Shared helpers of the coupon pages' tests (not a test file itself). */

export const texts = () => getMessages().map((m) => m.text);

/** The first seeded coupon matching, found through the demo db rather than by a hard-coded id. */
export function couponWhere(test: (c: DemoCoupon) => boolean): DemoCoupon {
  const found = getDb().coupons.find(test);
  if (!found) throw new Error('no such coupon in the seed');
  return found;
}
export const couponById = (id: number) => couponWhere((c) => c.id === id);

/** Every API call the page makes, with its URL and JSON body. */
export function recordRequests() {
  const seen: Array<{ method: string; url: URL; body: Promise<unknown> }> = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url), body: request.method === 'POST' ? request.clone().json().catch(() => undefined) : Promise.resolve(undefined) });
  });
  return {
    last: (path: string) => seen.filter((r) => r.url.pathname.endsWith(path)).at(-1),
    all: (path: string) => seen.filter((r) => r.url.pathname.endsWith(path)),
  };
}

/** Signs in as the owner at a coupon page and waits for what it shows first. */
export async function openPage(path: string, ready: () => Promise<unknown>) {
  const app = renderApp(path);
  await signIn(app.user, 'admin', 'admin123');
  await ready();
  return app;
}

export const findTable = (name: string) => screen.findByRole('table', { name }, { timeout: 5000 });

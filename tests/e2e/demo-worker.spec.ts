import { expect, openSignedIn, test } from './fixtures';

declare global {
  interface Window {
    /** Whether the demo backend's worker controlled the page when it started (set by the test). */
    __controlledAtStart?: boolean;
  }
}

test('every page a tab loads is the demo backend’s from its start, and the next address is never undone', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    window.__controlledAtStart = Boolean(navigator.serviceWorker?.controller);
  });
  // The tab's first console page registers the worker.
  await openSignedIn(page, '/dashboard');
  await expect(page.getByTestId('real-name')).toBeVisible();
  const uncontrolled: string[] = [];
  for (let round = 0; round < 2; round++) {
    for (const path of ['/coupon/list', '/coupon/record', '/order/list', '/order/refund', '/product/list', '/user/index', '/finance/capitalFlow', '/marketing/seckill/list']) {
      // Typed as soon as the page shows, while it may still be starting: a page that reloaded itself then
      // (msw does, when it finds its worker registered but not controlling the page) cancelled this one.
      await page.goto(path);
      await expect(page.locator('main > *').first()).toBeVisible();
      if (!(await page.evaluate(() => window.__controlledAtStart))) uncontrolled.push(path);
    }
  }
  expect(uncontrolled, 'pages loaded without the demo backend’s worker').toEqual([]);
});

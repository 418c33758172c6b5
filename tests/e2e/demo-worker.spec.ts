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

test('a window that makes the demo store afresh keeps the one another window saved meanwhile', async ({ page, context }) => {
  // A second window opened on a browser without a store makes one from the seed; its seed is held back
  // while the first window signs in (its session saved in the store), as a slow machine's timing can do.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/assets\/seed-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const other = await context.newPage();
  await other.goto('/login');
  await expect(other.getByLabel('账号')).toBeVisible();
  await openSignedIn(page, '/order/list');
  await expect(page.getByRole('table', { name: '订单列表' })).toBeVisible();

  release();
  await other.waitForFunction(() => window.__merchantDemo !== undefined);
  // The first window's session is still in the store: a reload stays signed in, with the same orders.
  await page.reload();
  await expect(page.getByRole('table', { name: '订单列表' }).getByRole('row').nth(1).getByRole('button', { name: '详情' })).toBeVisible();
  await expect(page).toHaveURL('/order/list');
});

/** The labels one window adds in the test below. */
const names = (side: string) => Array.from({ length: 12 }, (_, i) => `并发${side}${i + 1}`);

test('two windows saving at the same moment lose none of each other’s saves', async ({ page, context }) => {
  // Each window runs its own demo backend over the one saved store: a call reads the store, changes it and
  // saves it whole, so a save of the other window's falling between those steps was overwritten.
  await openSignedIn(page, '/product/label');
  const other = await context.newPage();
  await other.goto('/product/label');
  await expect(other.getByRole('button', { name: '添加标签' })).toBeVisible();
  await other.waitForFunction(() => Boolean(window.__merchantDemo));
  const saveAll = (target: typeof page, side: string) =>
    target.evaluate(async (labels) => {
      const token = decodeURIComponent(/(?:^|; )merJToken=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      return Promise.all(
        labels.map(async (name) => {
          const response = await fetch('/api/admin/merchant/product/label/save', { method: 'POST', headers: { 'Authori-zation': token, 'Content-Type': 'application/json' }, body: JSON.stringify({ name, sort: 0 }) });
          return ((await response.json()) as { code: number }).code;
        }),
      );
    }, names(side));
  const [first, second] = await Promise.all([saveAll(page, '甲'), saveAll(other, '乙')]);
  expect([...first, ...second].every((code) => code === 200)).toBe(true);
  // What either window now reads (after a reload, from the saved store) has all 24.
  for (const target of [page, other]) {
    await target.reload();
    await target.waitForFunction(() => Boolean(window.__merchantDemo));
    const labels = await target.evaluate(() => window.__merchantDemo?.db().labels ?? []);
    expect(labels.map((l) => l.name).filter((name) => name.startsWith('并发')).toSorted()).toEqual([...names('甲'), ...names('乙')].toSorted());
    // Each window numbered its new labels from the store as the other had left it: no id twice.
    expect(new Set(labels.map((l) => l.id)).size).toBe(labels.length);
  }
});

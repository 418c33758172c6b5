import { expect, openSignedIn, test, type Page } from './fixtures';

interface MenuNode {
  url: string;
  menuType: string;
  hidden: boolean;
  childList: MenuNode[];
}

/** The pages of the owner's menu, as the console's getMenus answers them. */
async function ownerPages(page: Page) {
  const menus = page.waitForResponse((r) => r.url().includes('/admin/merchant/getMenus'));
  await openSignedIn(page, '/dashboard');
  const { data } = (await (await menus).json()) as { data: MenuNode[] };
  const urls: string[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      if (n.menuType === 'C' && !n.hidden && n.url.startsWith('/')) urls.push(n.url);
      walk(n.childList);
    }
  };
  walk(data);
  return urls;
}

/**
 * Where each filter bar's 查询/重置 sit: whether they are on the bar's first line (they overlap, top to
 * bottom, the first line of its controls) and whether the bar overflows sideways.
 */
function barLayout(page: Page) {
  return page.locator('main section[aria-label="筛选"]').evaluateAll((bars) =>
    bars.map((bar) => {
      const controls = [...bar.querySelectorAll<HTMLElement>('input:not([type=hidden]), button, select, [role=combobox]')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 1 && r.height > 1);
      const firstTop = Math.min(...controls.map((r) => r.top));
      const firstBottom = Math.max(...controls.filter((r) => r.top < firstTop + 8).map((r) => r.bottom));
      const actions = [...bar.querySelectorAll('button')].filter((b) => b.textContent === '查询' || b.textContent === '重置');
      return {
        actions: actions.map((b) => ({ name: b.textContent, onFirstLine: b.getBoundingClientRect().top < firstBottom })),
        overflows: bar.scrollWidth > bar.clientWidth + 1,
      };
    }),
  );
}

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('every list of the owner’s menu keeps 查询 and 重置 on its filter bar’s first line', async ({ page }) => {
    test.setTimeout(480_000);
    const urls = await ownerPages(page);
    expect(urls.length).toBeGreaterThan(30);
    const misplaced: string[] = [];
    let barsSeen = 0;
    for (const url of urls) {
      await page.goto(url);
      // The page is drawn (its filter bar comes with it) once the route has loaded and main shows it.
      await expect(page.getByRole('progressbar', { name: '页面加载中' })).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('main > *').first()).toBeVisible({ timeout: 15_000 });
      for (const bar of await barLayout(page)) {
        barsSeen += 1;
        if (bar.overflows) misplaced.push(`${url}: the filter bar overflows`);
        for (const a of bar.actions) if (!a.onFirstLine) misplaced.push(`${url}: ${a.name} dropped below the first line`);
      }
    }
    expect(barsSeen).toBeGreaterThan(15);
    expect(misplaced).toEqual([]);
  });
});

import { expect, openInApp, openSignedIn, test, type Page } from './fixtures';

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
 * Where each filter bar's 查询/重置 sit: whether they are on the bar's first line (each one's vertical centre
 * within the box of the first line's controls, so level with them rather than between two lines) and whether
 * the bar overflows sideways.
 */
function barLayout(page: Page) {
  return page.locator('main section[aria-label="筛选"]').evaluateAll((bars) => {
    const names = ['查询', '重置'];
    const isAction = (el: Element) => el.tagName === 'BUTTON' && names.includes(el.textContent ?? '');
    return bars.map((bar) => {
      const controls = [...bar.querySelectorAll<HTMLElement>('input:not([type=hidden]), button, select, [role=combobox]')]
        .filter((el) => !isAction(el))
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 1 && r.height > 1);
      const firstTop = Math.min(...controls.map((r) => r.top));
      const firstLine = controls.filter((r) => r.top < firstTop + 8);
      const lineTop = Math.min(...firstLine.map((r) => r.top));
      const lineBottom = Math.max(...firstLine.map((r) => r.bottom));
      const actions = [...bar.querySelectorAll('button')].filter(isAction);
      return {
        actions: actions.map((b) => {
          const box = b.getBoundingClientRect();
          const middle = box.top + box.height / 2;
          return { name: b.textContent, onFirstLine: middle >= lineTop && middle <= lineBottom, at: `centre ${Math.round(middle)}, first line ${Math.round(lineTop)}–${Math.round(lineBottom)}` };
        }),
        overflows: bar.scrollWidth > bar.clientWidth + 1,
      };
    });
  });
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
      await openInApp(page, url);
      // The page is drawn (its filter bar comes with it) once the route has loaded and main shows it.
      await expect(page.getByRole('progressbar', { name: '页面加载中' })).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('main > *').first()).toBeVisible({ timeout: 15_000 });
      for (const bar of await barLayout(page)) {
        barsSeen += 1;
        if (bar.overflows) misplaced.push(`${url}: the filter bar overflows`);
        for (const a of bar.actions) if (!a.onFirstLine) misplaced.push(`${url}: ${a.name} off the first line (${a.at})`);
      }
    }
    expect(barsSeen).toBeGreaterThan(15);
    expect(misplaced).toEqual([]);
  });
});

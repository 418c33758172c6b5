import { expect, openSignedIn, test, type Page } from './fixtures';

/**
 * What the 演示 button lies over: every element under a grid of points across it (the browser's own
 * hit test, so what a scroll container clips away does not count) that is or sits in something a user
 * works with.
 */
function coveredByBadge(page: Page) {
  return page.evaluate(() => {
    const badge = document.querySelector<HTMLElement>('button[aria-label="演示后台"]');
    if (!badge) throw new Error('no 演示 button');
    const box = badge.getBoundingClientRect();
    const covered = new Set<string>();
    for (let i = 0; i <= 4; i++) {
      for (let j = 0; j <= 2; j++) {
        const x = box.left + 1 + ((box.width - 2) * i) / 4;
        const y = box.top + 1 + ((box.height - 2) * j) / 2;
        for (const el of document.elementsFromPoint(x, y)) {
          if (badge.contains(el)) continue;
          const target = el.closest('a, button, input, select, textarea, [role=button], [role=link], [role=menuitem], [tabindex]');
          if (target) covered.add(`${target.tagName.toLowerCase()} "${(target.textContent ?? '').trim().slice(0, 20)}"`);
        }
      }
    }
    return [...covered];
  });
}

/** Scrolls the sidebar's scrolling part (wherever it is) to a fraction of its range. */
function scrollSidebar(page: Page, fraction: number) {
  return page.getByRole('navigation', { name: '主菜单' }).evaluate((nav, f) => {
    const scrollers = [nav, ...nav.querySelectorAll<HTMLElement>('*')].filter((el) => el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible');
    for (const el of scrollers) el.scrollTop = (el.scrollHeight - el.clientHeight) * f;
  }, fraction);
}

for (const width of [1024, 1366]) {
  test.describe(`at ${width} × 768`, () => {
    test.use({ viewport: { width, height: 768 } });

    test('the 演示 button covers no menu item, whichever menu is open and however far the sidebar is scrolled', async ({ page }) => {
      test.setTimeout(90_000);
      await openSignedIn(page, '/dashboard');
      const side = page.getByRole('navigation', { name: '主菜单' });
      await expect(page.getByRole('button', { name: '演示后台' })).toBeVisible();
      const found: string[] = [];
      const menus = side.locator('ul').first().locator(':scope > li > button[aria-expanded]');
      // The sidebar fills in once the session's menus are in (the frame may paint before them).
      await expect.poll(() => menus.count()).toBeGreaterThan(8);
      const count = await menus.count();
      // Nested groups (营销 › 秒杀, 拼团, …) are always open inside their menu, so each menu is as long as it gets.
      for (let i = 0; i < count; i++) {
        const menu = menus.nth(i);
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        for (const fraction of [0, 0.5, 1]) {
          await scrollSidebar(page, fraction);
          for (const c of await coveredByBadge(page)) found.push(`${await menu.textContent()} open, scrolled ${fraction}: ${c}`);
        }
      }
      expect(found).toEqual([]);
    });
  });
}

import { choose, expect, openSignedIn, setFault, signIn, slowScripts, STAFF, test } from './fixtures';

test.describe('navigation', () => {
  test('by sidebar: one submenu open at a time, breadcrumbs and a tab for the page', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await nav.getByRole('button', { name: '用户' }).click();
    await expect(nav.getByRole('button', { name: '用户' })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('button', { name: '订单' }).click();
    await expect(nav.getByRole('button', { name: '用户' })).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('button', { name: '用户' }).click();
    await nav.getByRole('link', { name: '用户管理' }).click();
    await expect(page).toHaveURL('/user/index');
    await expect(page).toHaveTitle('用户管理 - 商户管理系统');
    await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText(/主页\s*\/\s*用户\s*\/\s*用户管理/);
    await expect(page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '用户管理' })).toHaveAttribute('aria-current', 'page');
  });

  test('while the next page is on its way, the frame stays with the page on screen, and follows it once drawn', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await expect(page.getByTestId('kpi-today').first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: '主菜单' });
    const crumbs = page.getByRole('navigation', { name: '面包屑' });
    const tabs = page.getByRole('navigation', { name: '已打开的页面' });
    // A page whose code the dashboard has not loaded, and now comes late.
    await slowScripts(page, 2000);
    await nav.getByRole('button', { name: '维护' }).click();
    await nav.getByRole('link', { name: '敏感操作日志' }).click();
    await expect(page).toHaveURL('/maintain/sensitiveLog');
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(tabs.getByRole('link', { name: '主页' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '敏感操作日志' })).toHaveCount(0);
    await expect(crumbs).not.toContainText('敏感操作日志');
    await expect(page.getByRole('columnheader', { name: '接口描述' })).toBeVisible({ timeout: 15_000 });
    await expect(crumbs).toHaveText(/主页\s*\/\s*维护\s*\/\s*敏感操作日志/);
    await expect(tabs.getByRole('link', { name: '敏感操作日志' })).toHaveAttribute('aria-current', 'page');
  });

  test('by the palette, with the keyboard alone', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    // The shortcut is the console's: pressed before the console has started, it reaches only the page.
    await expect(page.getByTestId('real-name')).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: '搜索菜单' });
    await expect(dialog).toBeVisible();
    await page.keyboard.type('yonghuguanli');
    await expect(dialog.getByText('没有匹配的菜单')).toBeVisible();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('用户管');
    await expect(dialog.getByRole('option').first()).toContainText('用户管理');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/user/index');
    await expect(dialog).toBeHidden();
  });

  test('by the top navigation, with the rest under 更多菜单', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await openSignedIn(page, '/dashboard');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await page.getByLabel('开启 TopNav').click();
    await page.keyboard.press('Escape');
    const top = page.getByRole('navigation', { name: '顶部菜单' });
    // 1200 / 1.8 / 85 = 7 menus fit; the others sit under 更多菜单.
    await expect(top.getByRole('button')).toHaveCount(8);
    await top.getByRole('button', { name: '用户' }).click();
    await expect(page).toHaveURL('/user/index');
    const side = page.getByRole('navigation', { name: '主菜单' });
    await expect(side.getByRole('link', { name: '用户管理' })).toBeVisible();
    await expect(side.getByRole('button', { name: '商品' })).toHaveCount(0);
    await top.getByRole('button', { name: '更多菜单 ▾' }).click();
    await expect(page.getByRole('menuitem', { name: '维护' })).toBeVisible();
  });
});

test.describe('opening the console again', () => {
  test('draws the frame, the filter bar and the table skeleton from the kept session before user info, menus or rows answer', async ({ page }) => {
    await signIn(page);
    const slow = ['/admin/merchant/getAdminInfoByToken', '/admin/merchant/getMenus', '/admin/merchant/user/list'];
    for (const path of slow) await setFault(page, path, 'slow');
    // Whether the table ever said it was empty before its rows came.
    await page.addInitScript(() => {
      const seen = window as unknown as { sawEmptyTable?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('table[aria-label="用户列表"]')?.textContent?.includes('暂无数据')) seen.sawEmptyTable = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const answered: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (slow.some((path) => pathname.endsWith(path))) answered.push(pathname);
    });
    await page.goto('/user/index');
    // Waited for longer than the slow answers take, so that a frame drawn only after them fails below.
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '用户' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('real-name')).toHaveText('张店长');
    await expect(page.getByRole('button', { name: '重置' })).toBeVisible();
    const table = page.getByRole('table', { name: '用户列表' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    expect(answered, 'answers arrived before the frame was drawn').toEqual([]);
    await expect(table.getByRole('button', { name: '用户详情' }).first()).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { sawEmptyTable?: boolean }).sawEmptyTable ?? false)).toBe(false);
  });
});

test.describe('tabs', () => {
  test('keep each page as it was left and offer refresh and close actions', async ({ page }) => {
    await openSignedIn(page, '/user/index?searchType=phone');
    await page.getByLabel('用户搜索').fill('138');
    await expect(page).toHaveURL(/content=%22138%22|content=138/);
    await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '主页' }).click();
    await expect(page).toHaveURL('/dashboard');
    await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '用户管理' }).click();
    await expect(page.getByLabel('用户搜索')).toHaveValue('138');

    // The pinned home tab cannot be closed.
    await expect(page.getByRole('button', { name: '关闭 主页' })).toHaveCount(0);
    await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '用户管理' }).click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: '关闭当前' })).toBeEnabled();
    await page.getByRole('menuitem', { name: '刷新页面' }).click();
    await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible();

    await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '主页' }).click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: '关闭当前' })).toBeDisabled();
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link')).toHaveCount(1);
    await expect(page).toHaveURL('/dashboard');
  });

  test('each tab keeps where its page was scrolled; another page opens at its top', async ({ page }) => {
    await openSignedIn(page, '/product/list');
    const box = page.getByTestId('page-scroll');
    const tabs = page.getByRole('navigation', { name: '已打开的页面' });
    await expect(page.getByRole('table', { name: '商品列表' }).getByRole('button', { name: '编辑' }).first()).toBeVisible();
    await box.evaluate((e) => e.scrollTo(0, 300));
    await expect.poll(() => box.evaluate((e) => e.scrollTop)).toBe(300);
    await tabs.getByRole('link', { name: '主页' }).click();
    await expect(page.getByTestId('kpi-today').first()).toBeVisible();
    expect(await box.evaluate((e) => e.scrollTop)).toBe(0);
    await tabs.getByRole('link', { name: '商品列表' }).click();
    await expect(page.getByRole('table', { name: '商品列表' })).toBeVisible();
    expect(await box.evaluate((e) => e.scrollTop)).toBe(300);
  });

  test('closing the current tab goes to its neighbour', async ({ page }) => {
    await openSignedIn(page, '/user/index');
    await page.getByRole('button', { name: '关闭 用户管理' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('settings', () => {
  test('persist across a reload once saved, and reset', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await page.getByRole('button', { name: '主题颜色 #11a983' }).click();
    await page.getByLabel('开启 Tags-Views').click();
    await page.getByRole('button', { name: '保存配置' }).click();
    await expect(page.getByRole('navigation', { name: '已打开的页面' })).toHaveCount(0);
    const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase());
    // The console paints with the colour's shade that carries white text at 4.5:1.
    const greenShade = await primary();
    expect(greenShade).toMatch(/^#[0-9a-f]{6}$/);
    expect(greenShade).not.toBe('#3178c2');
    await page.reload();
    await expect.poll(primary).toBe(greenShade);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('layout-setting') ?? '{}').theme)).toBe('#11a983');
    await expect(page.getByRole('navigation', { name: '已打开的页面' })).toHaveCount(0);

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await page.getByRole('button', { name: '重置配置' }).click();
    await expect(page.getByRole('navigation', { name: '已打开的页面' })).toBeVisible();
    await expect.poll(primary).toBe('#3178c2');
  });

  test('the sidebar can be folded, and stays folded after a reload', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.getByRole('button', { name: '收起菜单' }).click();
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await expect(nav).toHaveCSS('width', '64px');
    await page.reload();
    await expect(nav).toHaveCSS('width', '64px');
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(nav).toHaveCSS('width', '200px');
  });
});

test.describe('devices and header', () => {
  test('below 992px the sidebar is a drawer that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openSignedIn(page, '/dashboard');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
    await page.getByRole('button', { name: '展开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await drawer.getByRole('button', { name: '用户' }).click();
    await drawer.getByRole('link', { name: '用户管理' }).click();
    await expect(page).toHaveURL('/user/index');
    await expect(drawer).toBeHidden();
  });

  test('fullscreen toggles', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.getByRole('button', { name: '全屏' }).click();
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await page.getByRole('button', { name: '退出全屏' }).click();
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(false);
  });

  test('the footer falls back to its own text when the copyright call fails', async ({ page }) => {
    // The footer asks once the console has started, which on a loaded machine has been seconds after the load event.
    const answered = page.waitForResponse((r) => r.url().includes('/copyright/get/company/info'));
    await openSignedIn(page, '/dashboard', { faults: { '/admin/merchant/copyright/get/company/info': '500' } });
    await answered;
    await expect(page.getByRole('alert').filter({ hasText: '系统繁忙，请稍后重试' })).toBeVisible();
    await expect(page.getByTestId('copyright')).toHaveText(/^Copyright © \d{4} 商户管理系统$/);
    await expect(page.getByRole('link', { name: '官网' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('dashboard', () => {
  test('shows the KPIs, the counts linking to their filtered lists, the rankings and the trend', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    for (const title of ['销售额', '订单量', '访客数', '关注店铺']) {
      await expect(page.getByRole('region', { name: title }).getByText(/^昨日/)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /待发货订单/ })).toHaveAttribute('href', '/order/list?status=notShipped');
    await expect(page.getByRole('link', { name: /待审核商品/ })).toHaveAttribute('href', '/product/list?type=6');
    await expect(page.getByRole('region', { name: '商品支付排行' }).getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('region', { name: '商品访客排行' }).getByRole('row')).toHaveCount(11);
    await expect(page.locator('.uplot canvas').first()).toBeVisible();
    await page.getByRole('button', { name: '近30天' }).click();
    await expect(page.getByRole('table', { name: '销售趋势' }).getByRole('row')).toHaveCount(31);
  });
});

test.describe('the staff account', () => {
  test('sees only its menus in the sidebar, the top navigation, the palette and the quick entries', async ({ page }) => {
    await signIn(page, STAFF);
    const side = page.getByRole('navigation', { name: '主菜单' });
    await expect(side.getByRole('button', { name: '财务' })).toHaveCount(0);
    const entries = page.getByRole('region', { name: '快捷入口' });
    await expect(entries.getByRole('link', { name: '商品管理' })).toBeVisible();
    await expect(entries.getByRole('link', { name: '订单管理' })).toBeVisible();
    for (const name of ['优惠券', '财务管理', '系统设置']) await expect(entries.getByRole('link', { name })).toHaveCount(0);

    await page.keyboard.press('Control+k');
    await page.keyboard.type('资金流水');
    await expect(page.getByRole('dialog', { name: '搜索菜单' }).getByText('没有匹配的菜单')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await page.getByLabel('开启 TopNav').click();
    await page.keyboard.press('Escape');
    const top = page.getByRole('navigation', { name: '顶部菜单' });
    await expect(top.getByRole('button', { name: '订单' })).toBeVisible();
    await expect(top.getByRole('button', { name: '财务' })).toHaveCount(0);
    await expect(top.getByRole('button', { name: '设置' })).toHaveCount(0);
  });
});

test.describe('users', () => {
  test('filter on the server, keep the filters in the URL, open the details', async ({ page }) => {
    await openSignedIn(page, '/user/index');
    await choose(page, '搜索类型', '手机号');
    await page.getByLabel('用户搜索').fill('abc138');
    await expect(page.getByLabel('用户搜索')).toHaveValue('138');
    await expect(page).toHaveURL(/content=/);
    const table = page.getByRole('table', { name: '用户列表' });
    const rows = table.getByRole('row');
    await expect(page.getByText(/共 \d+ 条/)).not.toHaveText('共 56 条');
    await expect(table.locator('tbody tr').filter({ hasNotText: '138' })).toHaveCount(0);
    await choose(page, '性别', '男');
    await expect(page).toHaveURL(/sex=1/);
    await page.reload();
    await expect(page.getByLabel('用户搜索')).toHaveValue('138');
    await expect(page.getByRole('combobox', { name: '性别' })).toHaveText('男');
    await expect(table.locator('tbody tr').first()).toContainText('男');
    await expect(table.getByRole('cell', { name: /^(女|未知|保密)$/ })).toHaveCount(0);
    await rows.nth(1).getByRole('button', { name: '用户详情' }).click();
    const drawer = page.getByRole('dialog', { name: '用户详情' });
    await expect(drawer.getByText('基本信息')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: '重置' }).click();
    await expect(page.getByLabel('用户搜索')).toHaveValue('');
    await expect(page.getByText(/共 56 条/)).toBeVisible();
  });

  test('page through the users and a phone number above 99999999999 is cleared', async ({ page }) => {
    await openSignedIn(page, '/user/index');
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await choose(page, '每页条数', '30条/页');
    await expect(page).toHaveURL(/limit=30/);
    await expect(page).not.toHaveURL(/page=2/);
    await choose(page, '搜索类型', 'UID');
    await page.getByLabel('用户搜索').fill('123456789012');
    await expect(page.getByLabel('用户搜索')).toHaveValue('');
  });
});

test.describe('personal centre', () => {
  test('renames the staff member and changes the password', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await expect(page).toHaveURL('/maintain/user');
    await page.getByLabel('姓名').fill('张老板');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('编辑成功')).toBeVisible();
    await expect(page.getByTestId('real-name')).toHaveText('张老板');

    await page.getByLabel('原密码').fill('admin123');
    await page.getByLabel('新密码', { exact: true }).fill('newpass1');
    await page.getByLabel('确认新密码').fill('newpass2');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

    await page.getByLabel('原密码').fill('wrong-old');
    await page.getByLabel('确认新密码').fill('newpass1');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '原密码不正确' })).toBeVisible();
    await expect(page.getByLabel('新密码', { exact: true })).toHaveValue('newpass1');

    await page.getByLabel('原密码').fill('admin123');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码').fill('newpass1');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByTestId('real-name')).toHaveText('张老板');
  });
});

test('the demo backend’s button leaves the sidebar’s last item in reach, open or folded', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await openSignedIn(page, '/dashboard');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const badge = page.getByRole('button', { name: '演示后台' });
  const overlaps = async () => {
    // The menu scrolls inside the sidebar (the button's strip stays below it).
    const menu = nav.locator('ul').first();
    await menu.evaluate((ul) => ul.parentElement?.scrollTo(0, ul.parentElement.scrollHeight));
    const last = await menu.locator(':scope > li').last().boundingBox();
    const button = await badge.boundingBox();
    if (!last || !button) throw new Error('no box');
    return last.y + last.height > button.y && button.x < last.x + last.width && button.x + button.width > last.x;
  };
  expect(await overlaps()).toBe(false);
  await page.getByRole('button', { name: '收起菜单' }).click();
  expect(await overlaps()).toBe(false);
  // Folded, the button fits in the sidebar's width.
  const [navBox, buttonBox] = await Promise.all([nav.boundingBox(), badge.boundingBox()]);
  expect((buttonBox?.x ?? 0) + (buttonBox?.width ?? 0)).toBeLessThanOrEqual((navBox?.x ?? 0) + (navBox?.width ?? 0));
});

test('a wide table keeps its actions on the right and its first column on the left while it scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await openSignedIn(page, '/order/list');
  const table = page.getByRole('table', { name: '订单列表' });
  // The orders themselves: the loading skeleton's rows are rows too, and as narrow as the column titles
  // (a CI run measured the table before its orders came, and found it no wider than its box).
  await expect(table.getByRole('row').nth(1).getByRole('button', { name: '详情' })).toBeVisible();
  const box = table.locator('xpath=..');
  const inView = async (cell: ReturnType<typeof table.locator>) => {
    const [outer, inner] = await Promise.all([box.boundingBox(), cell.boundingBox()]);
    if (!outer || !inner) throw new Error('no box');
    return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
  };
  const header = (name: string) => table.getByRole('columnheader', { name, exact: true });
  expect(await box.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
  // At the start: the actions are in view although the table is wider than its box.
  await expect.poll(() => inView(header('操作'))).toBe(true);
  await expect(box).toHaveAttribute('data-more-right', 'true');
  // A shade on the edge says there is more under it: drawn, and as wide as a few pixels at least.
  const shade = (cell: ReturnType<typeof table.locator>) =>
    cell.evaluate((c) => {
      const strip = getComputedStyle(c, '::before');
      return strip.opacity === '1' && strip.backgroundImage.startsWith('linear-gradient') && parseFloat(strip.width) >= 8 ? 'shaded' : 'plain';
    });
  const first = header('订单号');
  await expect.poll(() => shade(header('操作'))).toBe('shaded');
  await expect.poll(() => shade(first)).toBe('plain');
  // Scrolled to the end: the first column is still in view, shaded, and the actions no longer are.
  await box.evaluate((b) => b.scrollTo(b.scrollWidth, 0));
  await expect(box).toHaveAttribute('data-more-left', 'true');
  await expect.poll(() => inView(first)).toBe(true);
  await expect.poll(() => inView(header('操作'))).toBe(true);
  await expect.poll(() => shade(first)).toBe('shaded');
  await expect.poll(() => shade(header('操作'))).toBe('plain');
  // A row's actions work from there.
  await expect(table.getByRole('row').nth(1).getByRole('button', { name: '详情' })).toBeInViewport();
});

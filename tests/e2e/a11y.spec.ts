import { expect, openInApp, openSignedIn, seriousViolations, signIn, test, type Page } from './fixtures';

test('the sign-in page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('账号')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** Each page, and what shows once it is drawn. */
const PAGES = [
  ['/dashboard', '销售额'],
  ['/user/index', '用户详情'],
  ['/maintain/user', '修改密码'],
  ['/404', '页面不存在'],
  ['/maintain/picture', '全部图片'],
  ['/product/list', '出售中'],
  ['/product/scenic', '黄山风景区门票'],
  ['/product/list/creatProduct/0/2?productType=0', '商品名称'],
  ['/product/list/creatProduct/1/1', '普通商品'],
  ['/order/list', '待发货('],
  ['/order/refund', '待审核('],
  ['/coupon/list', '店铺满650减65'],
  ['/coupon/list/save', '优惠劵名称'],
  ['/coupon/record', '领取时间'],
  ['/coupon/newGift', '无门槛5元券'],
  ['/marketing/seckill/seckillActivity', '年货节限时秒杀'],
  ['/marketing/seckill/list', '审核成功('],
  ['/marketing/seckill/creatActivity/1', '活动限购'],
  ['/marketing/group/activity', '三人成团·茶叶专场'],
  ['/marketing/group/list', '已成功('],
  ['/marketing/group/createGroup', '成团人数'],
  ['/marketing/bargain/list', '进行中('],
  ['/finance/statement', '订单应收笔数'],
  ['/finance/capitalFlow', '交易类型'],
  ['/finance/closingRecord', '转账金额（元）'],
  ['/finance/userClosing', '提现金额'],
  ['/operation/modifyStoreInfo', '商户名称'],
  ['/operation/modifyStoreInfo?tab=2', '商户简介'],
  ['/operation/modifyStoreInfo?tab=3', '结算类型'],
  ['/operation/roleManager/identityManager', '角色编号'],
  ['/operation/roleManager/adminList', '最后登录IP'],
  ['/operation/export', '文件名'],
  ['/operation/freightSet', '计费方式'],
  ['/operation/printreceipt', '前台小票机'],
  ['/operation/mallConfiguration', '品牌好店封面图'],
  ['/operation/businessAddress', '商家电话'],
  ['/maintain/logistics/companyList', '顺丰速运'],
  ['/maintain/sensitiveLog', '接口描述'],
  ['/marketing/broadcast/room', '计划结束时间'],
  ['/marketing/broadcast/creatRoom', '直播间名字'],
  ['/marketing/broadcast/product', '价格类型'],
  ['/marketing/broadcast/creatPro', '选择商品'],
  ['/marketing/broadcast/assistant', '微信昵称'],
  ['/videoChannel/draftList', '平台审核'],
  ['/videoChannel/creatVideoChannel', '微信商品类目'],
  ['/videoChannel/productList', '视频号商品ID'],
  ['/videoChannel/apply', '接入状态'],
  ['/product/classify', '添加子目录'],
  ['/product/attr', '规格名称'],
  ['/product/comment', '评价星级'],
  ['/product/guarantee/group', '保障服务组合'],
  ['/product/label', '标签名称'],
  ['/product/cdkey', '卡密库名称'],
  ['/staff/index', '员工姓名'],
  ['/maintain/systemForm', '表单名称'],
  ['/operation/logisticsManagement', '物流公司'],
] as const;

/**
 * The text actions in a table's 操作 column that do not look like the rest of the console's: every one
 * 14 px, every 删除 red (a text-variant button was 12 px, and some 删除 blue).
 */
function oddRowActions(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = '!text-red-700';
    document.body.append(probe);
    const red = getComputedStyle(probe).color;
    probe.remove();
    const odd = new Set<string>();
    for (const table of document.querySelectorAll('table')) {
      const column = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent?.trim() === '操作');
      if (column < 0) continue;
      for (const row of table.querySelectorAll('tbody tr')) {
        for (const action of row.children[column]?.querySelectorAll('button, a') ?? []) {
          const name = action.textContent?.trim() ?? '';
          const style = getComputedStyle(action);
          if (style.fontSize !== '14px') odd.add(`${name}: ${style.fontSize}`);
          if (name === '删除' && style.color !== red) odd.add(`${name}: ${style.color}`);
        }
      }
    }
    return [...odd];
  });
}

// Four tabs, each signed in once and opening its share of the pages in the console as its links do: 47 tabs,
// each with its own sign-in and cold cache, spent twice as long to check the same, and a full load of each
// page in a tab another 60 s of CPU (what a page shows does not depend on how it was reached).
const TABS = 4;
for (let tab = 0; tab < TABS; tab++) {
  const pages = PAGES.filter((_, i) => i % TABS === tab);
  test(`${pages.map(([path]) => path).join(', ')}: no serious or critical accessibility violations, row actions alike`, async ({ page }) => {
    test.setTimeout(pages.length * 10_000);
    for (const [index, [path, ready]] of pages.entries()) {
      await test.step(path, async () => {
        if (index === 0) await openSignedIn(page, path);
        else await openInApp(page, path);
        await expect(page.getByText(ready).first()).toBeVisible();
        // Soft: one page's violations do not hide the next pages'.
        expect.soft(await seriousViolations(page), path).toEqual([]);
        expect.soft(await oddRowActions(page), `${path}: row actions`).toEqual([]);
      });
    }
  });
}

test('the check reports what it is for: an unnamed button and faint text', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('账号')).toBeVisible();
  await page.evaluate(() => {
    const button = document.createElement('button');
    const faint = document.createElement('p');
    faint.textContent = '看不清的字';
    faint.style.color = '#eeeeee';
    document.body.append(button, faint);
  });
  const found = await seriousViolations(page);
  expect(found).toContainEqual(expect.stringMatching(/^button-name \(critical\)/));
  expect(found).toContainEqual(expect.stringMatching(/^color-contrast \(serious\)/));
});

test('every tab of the product form, with its SKU matrix and editor, has no serious or critical accessibility violations', async ({ page }) => {
  await openSignedIn(page, '/product/list/creatProduct/1/2');
  await expect(page.getByLabel('商品名称')).toHaveValue('纯棉圆领短袖T恤');
  for (const tab of ['规格库存', '商品详情', '其他设置']) {
    await page.getByRole('tab', { name: tab }).click();
    if (tab === '规格库存') await expect(page.getByText('共 12 个规格')).toBeVisible();
    if (tab === '商品详情') await expect(page.getByRole('textbox', { name: '商品详情' })).toBeVisible();
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});

test('the open dialogs and menus have no serious or critical accessibility violations', async ({ page }) => {
  await openSignedIn(page, '/user/index');
  await page.getByRole('button', { name: '用户详情' }).first().click();
  await expect(page.getByRole('dialog', { name: '用户详情' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: '搜索菜单' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the console can be worked by keyboard alone: sidebar, palette, user menu', async ({ page }) => {
  await signIn(page);
  const group = page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '用户' });
  await group.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/user/index');
  await page.getByRole('button', { name: '用户菜单' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  // Down to 个人中心 and open it with Enter.
  for (let i = 0; i < 10 && !(await page.getByRole('menuitem', { name: '个人中心' }).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/maintain/user');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('用户管理');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/user/index');
});

test('the order dialogs and drawer, the refund drawer and the coupon picker have no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/order/list?status=notShipped');
  const orders = page.getByRole('table', { name: '订单列表' });
  await orders.getByRole('button', { name: '发货' }).first().click();
  await expect(page.getByRole('dialog', { name: '订单发送货' })).toBeVisible();
  await page.getByRole('dialog', { name: '订单发送货' }).getByRole('switch', { name: '分单发货' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  // Leaving the changed dialog asks first.
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await orders.getByRole('button', { name: '详情' }).first().click();
  await expect(page.getByRole('dialog', { name: /订单详情/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/order/refund');
  await page.getByRole('table', { name: '退款单列表' }).getByRole('button', { name: '详情' }).first().click();
  await expect(page.getByRole('dialog', { name: /退款/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/user/index');
  await page.getByRole('table', { name: '用户列表' }).getByRole('button', { name: '发送优惠券' }).first().click();
  await expect(page.getByRole('dialog', { name: '优惠劵' }).getByRole('button', { name: /^发送 / }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('申请结算 has no serious or critical accessibility violations', async ({ page }) => {
  await openSignedIn(page, '/finance/closingRecord');
  await page.getByRole('button', { name: '申请结算' }).click();
  await expect(page.getByRole('dialog', { name: '申请结算' }).getByRole('group', { name: '结算额度' })).toContainText('可用余额');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shipping template drawer with its region picker has no serious or critical accessibility violations', async ({ page }) => {
  await openSignedIn(page, '/operation/freightSet');
  await page.getByRole('button', { name: '添加运费模板' }).click();
  await page.getByRole('radio', { name: '自定义' }).check();
  await page.getByRole('button', { name: '添加区域' }).click();
  await page.getByRole('button', { name: '区域1 选择区域' }).click();
  await expect(page.getByRole('dialog', { name: '选择区域' }).getByRole('list', { name: '省份' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('添加身份 with its menu tree open has no serious or critical accessibility violations', async ({ page }) => {
  await openSignedIn(page, '/operation/roleManager/identityManager');
  await page.getByRole('button', { name: '添加身份' }).click();
  await page.getByRole('checkbox', { name: '展开/折叠' }).check();
  expect(await seriousViolations(page)).toEqual([]);
});

test('添加打印机 has no serious or critical accessibility violations', async ({ page }) => {
  await openSignedIn(page, '/operation/printreceipt');
  await page.getByRole('button', { name: '添加打印机' }).click();
  await expect(page.getByLabel('AppId', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

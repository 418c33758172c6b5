import { expect, LONG_FLOW_MS, openSignedIn, seriousViolations, signIn, test, type Page } from './fixtures';

const productTable = (page: Page) => page.getByRole('table', { name: '商品列表' });
const productTabs = (page: Page) => page.getByRole('tablist', { name: '商品状态' });

test('filter, shelf off and on, add stock, commission, recycle and restore, export', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  await signIn(page);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '商品' }).click();
  await nav.getByRole('link', { name: '商品列表' }).click();
  await expect(page).toHaveURL('/product/list');
  await expect(page).toHaveTitle('商品列表 - 商户管理系统');

  const table = productTable(page);
  const tabs = productTabs(page);
  await expect(tabs.getByRole('tab', { name: /^出售中\(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('商品搜索').fill('红茶');
  await page.getByLabel('商品搜索').press('Enter');
  await expect(table.getByRole('switch')).toHaveCount(1);
  const row = table.getByRole('row').filter({ hasText: '正山小种红茶' });
  await expect(row).toContainText('[单规格]正山小种红茶');
  await expect(tabs.getByRole('tab', { name: '出售中(1)' })).toBeVisible();

  // Off the shelf: it moves to 仓库中; back on from there.
  await row.getByRole('switch').click();
  await expect(page.getByText('下架成功')).toBeVisible();
  await expect(tabs.getByRole('tab', { name: '出售中(0)' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await tabs.getByRole('tab', { name: /^仓库中/ }).click();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await row.getByRole('switch').click();
  await expect(page.getByText('上架成功')).toBeVisible();
  await expect(row).toHaveCount(0);
  await tabs.getByRole('tab', { name: /^出售中/ }).click();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');

  // 编辑库存: the stock column grows by what was added (cells: check, expand, ID, 图, 名称, 售价, 销量, 库存).
  const stockCell = row.getByRole('cell').nth(7);
  const before = Number(await stockCell.textContent());
  await row.getByRole('button', { name: '编辑库存' }).click();
  const drawer = page.getByRole('dialog', { name: '编辑库存' });
  await expect(drawer.getByRole('table', { name: '商品规格库存' })).toContainText(String(before));
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByRole('textbox', { name: '默认 增加库存' }).fill('7');
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(drawer).toBeHidden();
  await expect(stockCell).toHaveText(String(before + 7));

  // 出售中 has no 更多 (as in the reference): off the shelf, 设置佣金 from 更多 under 仓库中, kept by the product.
  await expect(row.getByRole('button', { name: '更多' })).toHaveCount(0);
  await row.getByRole('switch').click();
  await expect(row).toHaveCount(0);
  await tabs.getByRole('tab', { name: /^仓库中/ }).click();
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '设置佣金' }).click();
  const commission = page.getByRole('dialog', { name: '设置佣金' });
  await commission.getByLabel('一级返佣(%)').fill('20');
  await commission.getByLabel('二级返佣(%)').fill('101');
  await commission.getByRole('button', { name: '确定' }).click();
  await expect(commission.getByRole('alert')).toHaveText('请输入0-100之间的整数');
  // Together the two may not pass the platform's 30.
  await commission.getByLabel('二级返佣(%)').fill('90');
  await commission.getByRole('button', { name: '确定' }).click();
  await expect(commission.getByRole('alert')).toHaveText('一二级返佣比例之和范围为 0~30');
  await commission.getByLabel('二级返佣(%)').fill('10');
  await commission.getByRole('button', { name: '确定' }).click();
  await expect(commission).toBeHidden();
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '设置佣金' }).click();
  await expect(commission.getByLabel('一级返佣(%)')).toHaveValue('20');
  await expect(commission.getByLabel('二级返佣(%)')).toHaveValue('10');
  await commission.getByRole('button', { name: '取消' }).click();
  await expect(commission).toBeHidden();

  // 加入回收站, then 恢复商品 from 回收站: it comes back off the shelf, under 仓库中.
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '加入回收站' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(row).toHaveCount(0);
  await tabs.getByRole('tab', { name: /^回收站/ }).click();
  await expect(row.getByRole('switch')).toBeDisabled();
  await row.getByRole('button', { name: '恢复商品' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '确定恢复商品吗？' }).getByRole('button', { name: '确定' }).click();
  await expect(row).toHaveCount(0);
  await tabs.getByRole('tab', { name: /^仓库中/ }).click();
  await expect(row).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('添加商品 asks for the product type and opens the form for it', async ({ page }) => {
  await openSignedIn(page, '/product/list');
  await expect(productTable(page).getByRole('switch').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '添加商品' }).click();
  const dialog = page.getByRole('dialog', { name: '选择商品类型' });
  await expect(dialog).toContainText('云盘商品、卡密商品不支持用户申请售后');
  for (const name of ['普通商品', '云盘商品', '卡密商品', '虚拟商品']) await expect(dialog.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await dialog.getByRole('button', { name: /云盘商品/ }).click();
  await expect(page).toHaveURL(/\/product\/list\/creatProduct\/0\/2\?productType=5$/);
});

test('the dashboard link ?type=6 opens 待审核', async ({ page }) => {
  await openSignedIn(page, '/product/list?type=6');
  await expect(productTabs(page).getByRole('tab', { name: /^待审核/ })).toHaveAttribute('aria-selected', 'true');
  await expect(productTable(page)).toContainText('便携蓝牙音箱');
  await expect(productTable(page)).not.toContainText('纯棉圆领短袖T恤');
});

test('景区商品 shows only scenic-spot products', async ({ page }) => {
  await openSignedIn(page, '/product/scenic');
  await expect(page).toHaveTitle('景区商品 - 商户管理系统');
  const table = productTable(page);
  await expect(table.getByRole('switch')).toHaveCount(2);
  await expect(table).toContainText('黄山风景区门票');
  await expect(table).toContainText('欢乐谷一日票');
  await expect(table).not.toContainText('纯棉圆领短袖T恤');
  await expect(productTabs(page).getByRole('tab', { name: '出售中(2)' })).toBeVisible();
  await productTabs(page).getByRole('tab', { name: /^仓库中/ }).click();
  await expect(table.getByRole('switch')).toHaveCount(1);
  await expect(table).toContainText('故宫博物院预约票');
});

import { choose, expect, LONG_FLOW_MS, openSignedIn, test } from './fixtures';

test('store settings: the store config is saved and survives a reload; a new default address takes over from the old one', async ({ page }) => {
  await openSignedIn(page, '/operation/modifyStoreInfo');
  await page.getByRole('tab', { name: '店铺信息' }).click();
  await expect(page).toHaveURL(/tab=2/);
  const form = page.getByRole('form', { name: '店铺信息' });
  await form.getByLabel('商户简介').fill('原木家居，十年老店，全国包邮。');
  await form.getByLabel('警戒库存').fill('-5');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('警戒库存应为0-9999之间的整数')).toBeVisible();
  await expect(form.getByLabel('商户简介')).toHaveValue('原木家居，十年老店，全国包邮。');
  await form.getByLabel('警戒库存').fill('25');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: '店铺信息' }).getByLabel('警戒库存')).toHaveValue('25');
  await expect(page.getByRole('form', { name: '店铺信息' }).getByLabel('商户简介')).toHaveValue('原木家居，十年老店，全国包邮。');

  await page.goto('/operation/businessAddress');
  const addresses = page.getByRole('table', { name: '商家地址列表' });
  await expect(addresses.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: '添加地址' }).click();
  const dialog = page.getByRole('dialog', { name: '添加地址' });
  await dialog.getByLabel('商家地址').fill('浙江省杭州市余杭区仓前街道良睦路 1399 号 3 号仓');
  await dialog.getByLabel('商家姓名').fill('王仓管');
  await dialog.getByLabel('商家电话').fill('12');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText(/电话/).last()).toBeVisible();
  await expect(dialog.getByLabel('商家地址')).toHaveValue('浙江省杭州市余杭区仓前街道良睦路 1399 号 3 号仓');
  await dialog.getByLabel('商家电话').fill('13712345678');
  await dialog.getByLabel('设为默认发货地址').check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  const added = addresses.locator('tbody tr').filter({ hasText: '良睦路 1399 号' });
  await expect(added).toContainText('默认');
  // The default row is the one without 设为默认.
  await expect(added.getByRole('button', { name: /^设为默认/ })).toHaveCount(0);
  const defaults = await page.evaluate(() => window.__merchantDemo!.db().merchantAddresses.filter((a) => a.isDefault).map((a) => a.detail));
  expect(defaults).toEqual([expect.stringContaining('良睦路 1399 号')]);
});

test('maintenance: link a carrier for shipping, export the products and find the file, see a deletion in the sensitive log', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  await openSignedIn(page, '/operation/logisticsManagement');
  const carriers = page.getByRole('table', { name: '物流公司列表' });
  await expect(carriers.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增物流公司' });
  await add.getByLabel('筛选').fill('极兔');
  await choose(add, '物流公司', '极兔速递（JTSD）');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const jt = carriers.locator('tbody tr').filter({ hasText: '极兔' });
  await expect(jt).toHaveCount(1);
  await jt.getByRole('button', { name: /^设为默认 极兔/ }).click();
  await expect(jt.getByRole('button', { name: /^取消默认 极兔/ })).toBeVisible();
  await expect(carriers.getByRole('button', { name: /^取消默认/ })).toHaveCount(1);
  const shipping = await page.evaluate(() => window.__merchantDemo!.db().expresses.find((e) => e.isDefault)?.name ?? '');
  expect(shipping).toContain('极兔');

  await page.goto('/product/list');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  await download;
  await page.goto('/operation/export');
  const files = page.getByRole('table', { name: '导出文件列表' });
  const newest = files.locator('tbody tr').first();
  await expect(newest).toContainText('张店长');
  await expect(newest).toContainText('已完成');
  await choose(page, '文件类型', '订单');
  await expect(page).toHaveURL(/type=order/);
  await expect(files.locator('tbody tr').filter({ hasText: '商品' })).toHaveCount(0);

  // A product deleted from the recycle bin is a sensitive operation.
  await page.goto('/product/list');
  await page.getByRole('tablist').getByRole('tab', { name: /^回收站/ }).click();
  const row = page.getByRole('table').locator('tbody tr').first();
  await row.getByRole('button', { name: '删除', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await page.goto('/maintain/sensitiveLog');
  const log = page.getByRole('table', { name: '敏感操作日志列表' });
  await expect(log.locator('tbody tr').first()).toContainText('admin');
  await expect(log.locator('tbody tr').first()).toContainText('/admin/merchant/product/delete');
});

test('PC商城设置: a banner hidden with its 状态 switch stays hidden after a reload, and can be shown again', async ({ page }) => {
  await openSignedIn(page, '/operation/mallConfiguration');
  const form = page.getByRole('form', { name: 'PC商城设置' });
  const second = form.getByRole('switch', { name: 'banner 2 状态' });
  await expect(second).toHaveAttribute('aria-checked', 'true');
  await second.click();
  await expect(second).toHaveText('隐藏');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('form', { name: 'PC商城设置' }).getByRole('switch', { name: 'banner 2 状态' });
  await expect(reloaded).toHaveAttribute('aria-checked', 'false');
  await reloaded.click();
  await page.getByRole('form', { name: 'PC商城设置' }).getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'PC商城设置' }).getByRole('switch', { name: 'banner 2 状态' })).toHaveAttribute('aria-checked', 'true');
  const banners = await page.evaluate(() => window.__merchantDemo!.db().pcConfig.bannerList.map((b) => b.status));
  expect(banners).toEqual([true, true]);
});

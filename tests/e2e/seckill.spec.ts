import { compareMoney } from './money';
import { expect, noReviewDelay, openSignedIn, signedInStore, test } from './fixtures';

test('join a seckill activity with two products, priced in batch by discount; approved, they go on the shelf', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/marketing/seckill/seckillActivity', { change: noReviewDelay });
  const activities = page.getByRole('table').filter({ hasText: '周末秒杀专场' });
  await activities.getByRole('row').filter({ hasText: '周末秒杀专场' }).getByRole('link', { name: '参加活动' }).click();
  await expect(page).toHaveURL(/\/marketing\/seckill\/creatActivity\/2$/);
  await expect(page.getByLabel('活动信息')).toContainText('周末秒杀专场');
  await page.getByRole('button', { name: '下一步' }).click();

  await page.getByRole('button', { name: '添加商品' }).click();
  const picker = page.getByRole('dialog', { name: '商品列表' });
  const rows = picker.getByRole('table', { name: '商品列表' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Two products with stock (the newest, 安溪铁观音, is sold out: a quota above its stock is refused, as the reference's).
  const names = ['正山小种红茶', '20W快充数据线'];
  await picker.getByRole('checkbox', { name: `选择 ${names[0]}` }).check();
  await picker.getByRole('checkbox', { name: `选择 ${names[1]}` }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  const table = page.getByRole('table', { name: '秒杀商品' });
  for (const name of names) await expect(table.getByRole('row', { name })).toBeVisible();

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请输入活动价').first()).toBeVisible();

  await page.getByRole('button', { name: '批量设置' }).click();
  const batch = page.getByRole('dialog', { name: '批量设置' });
  await batch.getByLabel('限量').fill('5');
  await batch.getByRole('radio', { name: '活动折扣' }).check();
  await batch.getByLabel('活动折扣（%）').fill('85');
  await batch.getByRole('button', { name: '确定' }).click();
  await expect(batch).toBeHidden();

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/seckill\/list/);

  // Reviewed at once in this test: both are approved, on the shelf as their products are, and put on it if not.
  await page.getByRole('tab', { name: /^审核成功/ }).click();
  const list = page.getByRole('table').filter({ hasText: '周末秒杀专场' });
  for (const name of names) {
    const row = list.getByRole('row').filter({ hasText: name }).filter({ hasText: '周末秒杀专场' });
    await expect(row).toBeVisible();
    const shelf = row.getByRole('switch');
    if (!(await shelf.isChecked())) {
      await shelf.click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    }
    await expect(shelf).toBeChecked();
  }
  // The switch moves at once (optimistic): the store has the second one when its call is answered.
  const saved = () => page.evaluate(() => window.__merchantDemo!.db().seckillProducts.filter((s) => s.activityId === 2));
  await expect.poll(async () => (await saved()).filter((s) => s.isShow).length).toBe(2);
  const products = await saved();
  expect(products).toHaveLength(2);
  expect(products.every((s) => s.isShow && s.auditStatus === 2 && s.attrValue.every((v) => v.quotaShow <= 5 && compareMoney(v.activityPrice, 0) > 0))).toBe(true);
});

test('edit a seckill product’s activity prices: set on the copy’s own SKUs and shown again', async ({ page }) => {
  const db = await signedInStore(page);
  const entry = db.seckillProducts.find((s) => s.auditStatus === 2 && s.isShow)!;
  const shown = { id: entry.id, name: db.products.find((p) => p.id === entry.productId)!.name, skus: entry.attrValue.map((v) => ({ id: v.id, sku: v.sku })) };
  await openSignedIn(page, '/marketing/seckill/list');
  const row = page.getByRole('table', { name: '秒杀商品列表' }).getByRole('row').filter({ hasText: shown.name });
  await row.getByRole('button', { name: `编辑 ${shown.name}` }).click();
  let drawer = page.getByRole('dialog', { name: '编辑秒杀商品' });
  await drawer.getByLabel(`${shown.skus[0].sku} 活动价`).fill('0.99');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await expect(row).toContainText('¥0.99');
  const saved = await page.evaluate((id) => window.__merchantDemo!.db().seckillProducts.find((s) => s.id === id)!.attrValue.map((v) => [v.id, v.activityPrice]), shown.id);
  expect(saved[0]).toEqual([shown.skus[0].id, '0.99']);

  await page.reload();
  await row.getByRole('button', { name: `编辑 ${shown.name}` }).click();
  drawer = page.getByRole('dialog', { name: '编辑秒杀商品' });
  await expect(drawer.getByLabel(`${shown.skus[0].sku} 活动价`)).toHaveValue('0.99');
});

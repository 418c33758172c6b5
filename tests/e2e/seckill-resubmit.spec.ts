import { expect, LONG_FLOW_MS, openSignedIn, signedInStore, test } from './fixtures';

// 重新提交 of a refused seckill product, as the reference backend has it (project "reference wire", and the
// spec profile): no call sends a refused product back to review; the console opens the add form of its
// activity started from it, and add makes a new seckill product waiting for review (the refused one stays
// under 审核失败 until deleted). 撤回审核 takes a product out of the list for good.

test.beforeEach(() => test.setTimeout(LONG_FLOW_MS));

/** Reviews wait an hour, so what is sent stays 待审核 while the test reads it. */
const slowReview = (db: { productSettings: { reviewDelayMs: number } }) => Object.assign(db.productSettings, { reviewDelayMs: 3_600_000 });

test('a refused seckill product sent again through the add form is found under 待审核; the refused one stays', async ({ page }) => {
  const store = await signedInStore(page);
  const refused = store.seckillProducts.find((s) => s.auditStatus === 3 && !s.isDel)!;
  const name = store.products.find((p) => p.id === refused.productId)!.name;
  const sku = refused.attrValue[0]!;
  await openSignedIn(page, '/marketing/seckill/list?auditStatus=3', { change: slowReview });

  const list = page.getByRole('table', { name: '秒杀商品列表' });
  await list.getByRole('row').filter({ hasText: name }).getByRole('button', { name: `重新提交 ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/marketing/seckill/creatSeckill/${refused.activityId}\\?resubmit=`));
  const goods = page.getByRole('table', { name: '秒杀商品' });
  await expect(goods.getByText(name)).toBeVisible();
  await expect(goods.getByLabel(`${name} ${sku.sku} 限量`)).toHaveValue(String(sku.quotaShow));
  await goods.getByLabel(`${name} ${sku.sku} 活动价`).fill('8.80');
  await page.getByRole('button', { name: '提交' }).click();

  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/seckill\/list\?auditStatus=1/);
  await expect(page.getByRole('tab', { name: /^待审核/ })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.getByRole('tab', { name: /^审核失败/ }).click();
  await expect(list.getByRole('row').filter({ hasText: name })).toBeVisible();

  const saved = await page.evaluate((productId) => window.__merchantDemo!.db().seckillProducts.filter((s) => s.productId === productId && !s.isDel), refused.productId);
  expect(saved.map((s) => s.auditStatus).toSorted()).toEqual([1, 3]);
  expect(saved.find((s) => s.auditStatus === 1)?.attrValue[0]?.activityPrice).toBe('8.80');
});

test('a seckill product withdrawn from review leaves every tab', async ({ page }) => {
  const store = await signedInStore(page);
  const pending = store.seckillProducts.find((s) => s.auditStatus === 1 && !s.isDel)!;
  const name = store.products.find((p) => p.id === pending.productId)!.name;
  await openSignedIn(page, '/marketing/seckill/list?auditStatus=1', { change: slowReview });

  const list = page.getByRole('table', { name: '秒杀商品列表' });
  await list.getByRole('row').filter({ hasText: name }).getByRole('button', { name: `撤回审核 ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('撤回成功')).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^待审核/ })).toHaveText('待审核(0)');
  await page.getByRole('tab', { name: /^审核失败/ }).click();
  await expect(list.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

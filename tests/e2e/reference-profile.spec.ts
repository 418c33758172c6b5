import { expect, openSignedIn, test } from './fixtures';

// The console built with VITE_BACKEND_PROFILE=reference (playwright.config.ts, project "reference profile")
// makes the reference backend's calls where SPEC.md names others; the demo backend answers both, so the
// same flows work. coupon.spec.ts runs under this profile too; here, what tells the profiles apart.

const apiPath = (url: string) => new URL(url).pathname.replace(/^\/api/, '');

test("a draft goes to review through the reference backend's call, the product's id in the body", async ({ page }) => {
  await openSignedIn(page, '/product/list?type=8');
  const row = page.getByRole('table', { name: '商品列表' }).getByRole('row').filter({ hasText: '桌面抽屉收纳盒' });
  const sent = page.waitForRequest((r) => r.method() === 'POST' && apiPath(r.url()).startsWith('/admin/merchant/product/submit/audit'));
  await row.getByRole('button', { name: '提交审核' }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '是' }).click();
  const request = await sent;
  expect(apiPath(request.url())).toBe('/admin/merchant/product/submit/audit');
  expect(request.postDataJSON()).toEqual({ id: expect.any(Number), isAutoUp: true });
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("coupons through the reference backend's calls: its list, its flat details read into the form, and a 商品券's products changed", async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (apiPath(r.url()).includes('/coupon/')) calls.push(`${r.method()} ${apiPath(r.url())}`);
  });
  await openSignedIn(page, '/coupon/list?category=2');
  const table = page.getByRole('table', { name: '优惠券列表' });
  const row = table.getByRole('row').nth(1);
  const name = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  await row.getByRole('link', { name: `编辑 ${name}` }).click();
  const form = page.getByRole('form', { name: '编辑优惠劵' });
  await expect(form.getByLabel('优惠劵名称')).toHaveValue(name);
  await expect(form.getByLabel('优惠劵名称')).toBeDisabled();
  const chosen = form.getByRole('list', { name: '已选商品' });
  const before = await chosen.getByRole('listitem').count();
  expect(before).toBeGreaterThan(1);
  await chosen.getByRole('button', { name: /^移除 / }).first().click();
  const saved = page.waitForRequest((r) => r.method() === 'POST' && apiPath(r.url()) === '/admin/merchant/coupon/product/join/edit');
  await form.getByRole('button', { name: '保存' }).click();
  expect((await saved).postDataJSON()).toEqual({ id: expect.any(Number), productIds: expect.stringMatching(/^\d+(,\d+)*$/) });
  await expect(page).toHaveURL(/\/coupon\/list$/);
  expect(calls.some((c) => c.startsWith('GET /admin/merchant/coupon/list'))).toBe(true);
  expect(calls.some((c) => c.startsWith('GET /admin/merchant/coupon/info/'))).toBe(true);
  expect(calls.filter((c) => c.includes('/v2/'))).toEqual([]);
});

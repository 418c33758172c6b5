import { choose, expect, noReviewDelay, openSignedIn, test } from './fixtures';

test('a video-channel draft: created from a product, submitted, and listed among the approved products after the review', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/dashboard', { change: noReviewDelay });
  const side = page.getByRole('navigation', { name: '主菜单' });
  await side.getByRole('button', { name: '视频号' }).click();
  await side.getByRole('link', { name: '草稿列表' }).click();
  await expect(page).toHaveURL(/\/videoChannel\/draftList$/);
  const drafts = page.getByRole('table', { name: '草稿列表' });
  await expect(drafts.locator('tbody tr').first()).toBeVisible();

  await page.getByRole('link', { name: '添加视频号商品' }).click();
  const form = page.getByRole('form', { name: '添加视频号商品' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请选择商品', { exact: true })).toBeVisible();

  await form.getByRole('button', { name: '选择商品' }).click();
  const picker = page.getByRole('dialog', { name: '商品列表' });
  const first = picker.getByRole('table', { name: '商品列表' }).locator('tbody tr').first();
  await expect(first).toBeVisible();
  await first.getByRole('radio').check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(form.getByRole('button', { name: '重新选择' })).toBeVisible();
  await expect(form.getByRole('list', { name: '商品轮播图' }).locator('li img').first()).toBeVisible();

  await form.getByLabel('商品标题').fill('视频号专享·原木收纳箱');
  await form.getByLabel('单位').fill('件');
  // The first template offered.
  const templates = form.getByRole('combobox', { name: '运费模板' });
  await templates.click();
  const firstTemplate = page.getByRole('listbox', { name: '运费模板' }).getByRole('option').first();
  const template = (await firstTemplate.textContent()) ?? '';
  await firstTemplate.click();
  await expect(templates).toHaveText(template);
  await choose(form, '一级类目', '家居日用');
  await choose(form, '二级类目', '收纳');
  await choose(form, '三级类目', '收纳箱');
  await expect(form.getByRole('combobox', { name: '三级类目' })).toHaveText('收纳箱');
  const price = form.getByRole('table', { name: '商品规格' }).getByLabel(/售价$/).first();
  await price.fill('0');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('售价为0.01~999999.99').first()).toBeVisible();
  await expect(form.getByLabel('商品标题')).toHaveValue('视频号专享·原木收纳箱');
  await price.fill('88.80');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  await expect(page).toHaveURL(/\/videoChannel\/draftList/);

  const row = drafts.locator('tbody tr').filter({ hasText: '视频号专享·原木收纳箱' });
  await expect(row).toContainText('未审核');
  await row.getByRole('button', { name: '提审 视频号专享·原木收纳箱' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '提审商品至平台吗？' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();

  await side.getByRole('link', { name: '过审商品' }).click();
  const approved = page.getByRole('table', { name: '过审商品列表' });
  const listed = approved.locator('tbody tr').filter({ hasText: '视频号专享·原木收纳箱' });
  await expect(listed).toHaveCount(1);
  // As the reference: a new product (初始值) is not put on sale by the store; it comes off, then goes on again.
  await expect(listed.getByRole('button', { name: /^上架/ })).toHaveCount(0);
  await listed.getByRole('button', { name: /^下架/ }).click();
  await expect(listed.getByRole('button', { name: /^上架/ })).toBeVisible();
  await listed.getByRole('button', { name: /^上架/ }).click();
  await expect(listed).toContainText('上架');
  await page.goto('/videoChannel/draftList');
  await expect(drafts.locator('tbody tr').filter({ hasText: '视频号专享·原木收纳箱' })).toContainText('审核成功');
});

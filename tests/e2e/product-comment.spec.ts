import { choose, expect, openSignedIn, seriousViolations, STAFF, test } from './fixtures';

const PRODUCT = '阿克苏冰糖心苹果';
const NICKNAME = '验收体验官';

test('admin adds a review through the product picker, finds it by product, replies to it and deletes it', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, '/product/comment');
  const table = page.getByRole('table', { name: '商品评论' });
  await expect(table.getByRole('row')).toHaveCount(16);
  expect(await seriousViolations(page)).toEqual([]);

  // 添加自评: validation first.
  await page.getByRole('button', { name: '添加自评' }).click();
  const dialog = page.getByRole('dialog', { name: '添加自评' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请选择商品')).toBeVisible();
  await expect(dialog.getByText('请输入用户昵称')).toBeVisible();

  // The product, chosen in the picker (single mode), then a SKU.
  await dialog.getByRole('button', { name: '选择商品' }).click();
  const picker = page.getByRole('dialog', { name: '商品列表' });
  await expect(picker.getByRole('table', { name: '商品列表' }).getByRole('row')).toHaveCount(11);
  expect(await seriousViolations(page)).toEqual([]);
  await picker.getByLabel('商品名称').fill('  冰糖心 ');
  await picker.getByLabel('商品名称').press('Enter');
  await expect(picker.getByRole('table', { name: '商品列表' }).getByRole('row')).toHaveCount(2);
  await picker.getByRole('radio', { name: `选择 ${PRODUCT}` }).check();
  await expect(picker.getByText('已选 1 个')).toBeVisible();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByTestId('picked-product')).toHaveText(PRODUCT);
  await dialog.getByRole('group', { name: '规格' }).getByRole('radio', { name: '10斤,85mm' }).check();

  await dialog.getByLabel('用户昵称').fill(NICKNAME);
  await dialog.getByRole('button', { name: '选择用户头像' }).click();
  const library = page.getByRole('dialog', { name: '上传图片' });
  await library.getByRole('button', { name: /\.png$/ }).first().click();
  await library.getByRole('button', { name: '使用选中图片' }).click();
  await expect(library).toBeHidden();
  await expect(dialog.getByRole('img', { name: '用户头像' })).toBeVisible();
  await dialog.getByLabel('评价文字').fill('果子很甜，物流也快');
  await dialog.getByRole('group', { name: '评价星级' }).locator('label').nth(4).click(); // the radio itself is visually hidden under its star
  await expect(dialog.getByRole('radio', { name: '5星' })).toBeChecked();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Found again by its product's name; it survives a reload.
  await page.reload();
  await page.getByLabel('商品搜索').fill('冰糖心');
  await page.getByLabel('商品搜索').press('Enter');
  await expect(page).toHaveURL(/productSearch=/);
  const row = table.getByRole('row').filter({ hasText: NICKNAME });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(PRODUCT);
  await expect(row).toContainText('10斤,85mm');
  await expect(row.getByRole('img', { name: '5星' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasNotText: '冰糖心' })).toHaveCount(1); // only the header

  // 回复.
  await row.getByRole('button', { name: '回复' }).click();
  const reply = page.getByRole('dialog', { name: '回复' });
  await reply.getByRole('button', { name: '确定' }).click();
  await expect(reply.getByText('请输入回复内容')).toBeVisible();
  await reply.getByLabel('回复内容').fill('感谢您的好评！');
  await reply.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('回复成功')).toBeVisible();
  await expect(reply).toBeHidden();
  await expect(row).toContainText('感谢您的好评！');
  await choose(page, '回复状态', '已回复');
  await expect(row).toHaveCount(1);

  // 删除.
  await row.getByRole('button', { name: '删除' }).click();
  const ask = page.getByRole('alertdialog', { name: '提示' });
  await expect(ask).toContainText('确定永久删除该数据');
  await ask.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('staff sees the reviews but no 添加自评, 回复 or 删除', async ({ page }) => {
  await openSignedIn(page, '/product/comment', { as: STAFF });
  const table = page.getByRole('table', { name: '商品评论' });
  await expect(table.getByRole('row')).toHaveCount(16);
  await expect(page.getByRole('button', { name: '添加自评' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: '回复' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: '删除' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: '操作' })).toHaveCount(0);
});

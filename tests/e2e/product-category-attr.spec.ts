import { expect, openSignedIn, seriousViolations, STAFF, test, type Page } from './fixtures';

/** The row of a table whose cell holds exactly this text. */
const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByText(text, { exact: true }) });

async function confirm(page: Page) {
  await page.getByRole('alertdialog').getByRole('button', { name: '确定', exact: true }).click();
}

test('商品分类: add a category and a child, switch it off, edit and delete', async ({ page }) => {
  await openSignedIn(page, '/product/classify');
  await expect(rowOf(page, '商品分类', '新品上市')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '添加分类', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: '添加分类' });
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await expect(dialog.getByText('请输入分类名称')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('分类名称').fill('  换季上新  ');
  await dialog.getByLabel('排序').fill('300');
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  const parent = rowOf(page, '商品分类', '换季上新');
  await expect(parent).toBeVisible();

  await parent.getByRole('button', { name: '添加子目录' }).click();
  dialog = page.getByRole('dialog', { name: '添加分类' });
  await expect(dialog.getByRole('combobox', { name: '父级' })).toHaveText('换季上新');
  await dialog.getByLabel('分类名称').fill('秋冬外套');
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  const child = rowOf(page, '商品分类', '秋冬外套');
  await expect(child).toBeVisible();

  // Hidden at once, and still hidden after a reload: the demo backend kept it.
  const status = parent.getByRole('switch', { name: '换季上新 显示状态' });
  await expect(status).toHaveAttribute('aria-checked', 'true');
  await status.click();
  await expect(status).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('操作成功')).toBeVisible();
  await page.reload();
  await expect(rowOf(page, '商品分类', '换季上新').getByRole('switch', { name: '换季上新 显示状态' })).toHaveAttribute('aria-checked', 'false');

  await rowOf(page, '商品分类', '秋冬外套').getByRole('button', { name: '编辑' }).click();
  dialog = page.getByRole('dialog', { name: '编辑分类' });
  await expect(dialog.getByLabel('分类名称')).toHaveValue('秋冬外套');
  await dialog.getByLabel('分类名称').fill('秋冬大衣');
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await expect(rowOf(page, '商品分类', '秋冬大衣')).toBeVisible();
  await expect(rowOf(page, '商品分类', '秋冬外套')).toHaveCount(0);

  await rowOf(page, '商品分类', '换季上新').getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('alertdialog').getByText('删除当前分类吗')).toBeVisible();
  await confirm(page);
  await expect(page.getByText('该分类下有子分类，请先删除子分类')).toBeVisible();

  await rowOf(page, '商品分类', '秋冬大衣').getByRole('button', { name: '删除' }).click();
  await confirm(page);
  await expect(rowOf(page, '商品分类', '秋冬大衣')).toHaveCount(0);
  await rowOf(page, '商品分类', '换季上新').getByRole('button', { name: '删除' }).click();
  await confirm(page);
  await expect(rowOf(page, '商品分类', '换季上新')).toHaveCount(0);
});

test('商品规格: create a template with two specs, edit it and delete it', async ({ page }) => {
  await openSignedIn(page, '/product/attr');
  await expect(rowOf(page, '商品规格', '服装颜色尺码')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '添加商品规格' }).click();
  const dialog = page.getByRole('dialog', { name: '添加商品规格' });
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await expect(dialog.getByText('请输入规格名称')).toBeVisible();
  await expect(dialog.getByText('请至少添加一条属性规格！')).toBeVisible();

  await dialog.getByLabel('规格名称').fill('外套规格');
  await dialog.getByRole('button', { name: '确定添加规格' }).click();
  await expect(dialog.getByText('请添加规格名称')).toBeVisible();
  await dialog.getByLabel('规格', { exact: true }).fill('颜色');
  await dialog.getByRole('button', { name: '确定添加规格' }).click();
  await expect(dialog.getByText('请添加属性')).toBeVisible();
  await dialog.getByLabel('规格值', { exact: true }).fill('驼色');
  await dialog.getByRole('button', { name: '确定添加规格' }).click();
  await dialog.getByRole('button', { name: '添加 颜色 的规格值' }).click();
  await dialog.getByLabel('颜色 的新规格值').fill('藏青');
  await dialog.getByLabel('颜色 的新规格值').press('Enter');
  await dialog.getByLabel('颜色 的新规格值').fill('驼色');
  await dialog.getByLabel('颜色 的新规格值').press('Enter');
  await expect(dialog.getByRole('list', { name: '颜色 的规格值' }).getByRole('listitem')).toHaveCount(3);
  await dialog.getByLabel('规格', { exact: true }).fill('尺码');
  await dialog.getByLabel('规格值', { exact: true }).fill('M');
  await dialog.getByLabel('规格值', { exact: true }).press('Enter');
  await expect(dialog.getByRole('list', { name: '尺码 的规格值' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  const row = rowOf(page, '商品规格', '外套规格');
  await expect(row).toContainText('颜色，尺码');
  await expect(row).toContainText('驼色，藏青');

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑商品规格' });
  await expect(edit.getByLabel('规格名称')).toHaveValue('外套规格');
  await edit.getByRole('button', { name: '添加 尺码 的规格值' }).click();
  await edit.getByLabel('尺码 的新规格值').fill('L');
  await edit.getByLabel('尺码 的新规格值').press('Enter');
  await edit.getByRole('button', { name: '删除 颜色 藏青' }).click();
  await edit.getByLabel('规格名称').fill('大衣规格');
  await edit.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  const edited = rowOf(page, '商品规格', '大衣规格');
  await expect(edited).toContainText('M，L');
  await expect(edited).not.toContainText('藏青');

  await edited.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('alertdialog').getByText('确定永久删除该数据')).toBeVisible();
  await confirm(page);
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(rowOf(page, '商品规格', '大衣规格')).toHaveCount(0);
});

test('the staff account sees the categories read-only', async ({ page }) => {
  await openSignedIn(page, '/product/classify', { as: STAFF });
  const table = page.getByRole('table', { name: '商品分类' });
  await expect(rowOf(page, '商品分类', '新品上市')).toBeVisible();
  await expect(page.getByRole('button', { name: '添加分类', exact: true })).toHaveCount(0);
  for (const name of ['添加子目录', '编辑', '删除']) await expect(table.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(table.getByRole('switch')).toHaveCount(0);
});

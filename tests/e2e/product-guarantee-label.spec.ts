import { expect, LONG_FLOW_MS, openSignedIn, seriousViolations, signIn, STAFF, test, type Page } from './fixtures';

const row = (page: Page, table: string, name: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function confirmDelete(page: Page, question: string) {
  const ask = page.getByRole('alertdialog', { name: '提示' });
  await expect(ask.getByText(question)).toBeVisible();
  await ask.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
}

test('the owner adds, edits, views and deletes a guarantee combination', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  await signIn(page);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '商品', exact: true }).click();
  await nav.getByRole('link', { name: '保障服务组合' }).click();
  await expect(page).toHaveURL('/product/guarantee/group');
  const table = '保障服务组合列表';
  await expect(row(page, table, '基础保障').getByRole('listitem')).toHaveText(['七天无理由退货', '正品保证']);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '添加保障服务组合' }).click();
  const add = page.getByRole('dialog', { name: '添加保障服务组合' });
  await expect(add.getByRole('checkbox', { name: '选择 七天无理由退货' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('请输入组合名称')).toBeVisible();
  await expect(add.getByText('请选择保障服务')).toBeVisible();
  await add.getByRole('checkbox', { name: '选择 正品保证' }).check();
  await add.getByRole('checkbox', { name: '选择 运费险' }).check();
  await add.getByLabel('组合名称').fill('E2E 保障');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(row(page, table, 'E2E 保障').getByRole('listitem')).toHaveText(['正品保证', '运费险']);

  await row(page, table, 'E2E 保障').getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑保障服务组合' });
  await expect(edit.getByRole('checkbox', { name: '选择 运费险' })).toBeChecked();
  await edit.getByRole('checkbox', { name: '选择 运费险' }).uncheck();
  await edit.getByRole('checkbox', { name: '选择 极速退款' }).check();
  await edit.getByLabel('组合名称').fill('E2E 保障改');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await expect(row(page, table, 'E2E 保障改').getByRole('listitem')).toHaveText(['正品保证', '极速退款']);

  // Survives a reload: the demo backend keeps it.
  await page.reload();
  await row(page, table, 'E2E 保障改').getByRole('button', { name: '详情' }).click();
  const detail = page.getByRole('dialog', { name: '保障服务组合详情' });
  await expect(detail.getByLabel('组合名称')).toHaveValue('E2E 保障改');
  await expect(detail.getByRole('checkbox', { name: '选择 极速退款' })).toBeChecked();
  await expect(detail.getByRole('checkbox', { name: '选择 极速退款' })).toBeDisabled();
  await expect(detail.getByRole('checkbox', { name: '选择 运费险' })).not.toBeChecked();
  await expect(detail.getByRole('button', { name: '确定' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await row(page, table, 'E2E 保障改').getByRole('button', { name: '删除' }).click();
  await confirmDelete(page, '删除当前保障服务吗');
  await expect(row(page, table, 'E2E 保障改')).toHaveCount(0);
  await expect(row(page, table, '基础保障')).toHaveCount(1);
});

test('the owner adds, edits and deletes a product label', async ({ page }) => {
  await openSignedIn(page, '/product/label');
  const table = '商品标签列表';
  await expect(row(page, table, '新品')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '添加标签' }).click();
  const add = page.getByRole('dialog', { name: '添加标签' });
  await expect(add.getByLabel('排序')).toHaveValue('0');
  expect(await seriousViolations(page)).toEqual([]);
  await add.getByLabel('标签名称').fill('热卖');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('标签名称已存在')).toBeVisible();
  await add.getByLabel('标签名称').fill('E2E 标签');
  await add.getByLabel('排序').fill('45');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  // Sort 45 sits between 新品 (50) and 热卖 (40).
  await expect(page.getByRole('table', { name: table }).getByRole('row').nth(2)).toContainText('E2E 标签');

  await page.getByLabel('标签名称').fill('E2E');
  await page.getByLabel('标签名称').press('Enter');
  await expect(page).toHaveURL(/keywords=E2E/);
  await expect(page.getByRole('table', { name: table }).getByRole('row')).toHaveCount(2);

  await row(page, table, 'E2E 标签').getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑标签' });
  await expect(edit.getByLabel('排序')).toHaveValue('45');
  await edit.getByLabel('标签名称').fill('E2E 标签改');
  await edit.getByLabel('排序').fill('7');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await expect(row(page, table, 'E2E 标签改').getByRole('cell').nth(2)).toHaveText('7');

  await row(page, table, 'E2E 标签改').getByRole('button', { name: '删除' }).click();
  await confirmDelete(page, '确定永久删除该数据');
  await expect(row(page, table, 'E2E 标签改')).toHaveCount(0);
  await expect(page.getByText('没有符合条件的标签')).toBeVisible();
});

test('the staff account has neither page: no menu entries, and a direct visit is refused', async ({ page }) => {
  await signIn(page, STAFF);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '商品', exact: true }).click();
  await expect(nav.getByRole('link', { name: '商品列表' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '保障服务组合' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: '商品标签' })).toHaveCount(0);
  for (const path of ['/product/guarantee/group', '/product/label']) {
    await page.goto(path);
    await expect(page).toHaveURL('/401');
    await expect(page.getByRole('heading', { name: '没有权限' })).toBeVisible();
    await expect(page.getByRole('button', { name: /添加保障服务组合|添加标签/ })).toHaveCount(0);
  }
});

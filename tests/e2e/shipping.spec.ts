import { expect, LONG_FLOW_MS, openSignedIn, signIn, test, type Page } from './fixtures';

/** Picks regions in the 选择区域 dialog: provinces by their checkbox, anything else by the search. */
async function pickRegions(page: Page, row: string, provinces: string[], searched: Array<[string, RegExp]> = []) {
  await page.getByRole('button', { name: `${row} 选择区域` }).click();
  const picker = page.getByRole('dialog', { name: '选择区域' });
  for (const name of provinces) await picker.getByRole('list', { name: '省份' }).getByRole('checkbox', { name }).check();
  for (const [query, path] of searched) {
    await picker.getByLabel('搜索地区').fill(query);
    await picker.getByRole('list', { name: '搜索结果' }).getByRole('checkbox', { name: path }).first().check();
    await picker.getByLabel('搜索地区').fill('');
  }
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}

async function fillRow(page: Page, row: string, values: Record<string, string>) {
  for (const [column, value] of Object.entries(values)) await page.getByLabel(`${row} ${column}`).fill(value);
}

test('a weight-based template with two region rows and a free region: created, edited, deleted', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  await signIn(page);
  const side = page.getByRole('navigation', { name: '主菜单' });
  await side.getByRole('button', { name: '设置' }).click();
  await side.getByRole('link', { name: '运费模板' }).click();
  await expect(page).toHaveURL(/\/operation\/freightSet$/);
  const list = page.getByRole('table', { name: '运费模板列表' });
  await expect(list.locator('tbody tr').first()).toBeVisible();

  await page.getByRole('button', { name: '添加运费模板' }).click();
  const drawer = page.getByRole('dialog', { name: '添加运费模板' });
  await drawer.getByLabel('模板名称').fill('大件家具按重量');
  await drawer.getByRole('radio', { name: '自定义' }).check();
  await drawer.getByRole('radio', { name: '按重量' }).check();
  await expect(drawer.getByRole('table', { name: '运费' })).toContainText('首件(kg)');

  // Nothing chosen yet: the row asks for its regions and keeps what was typed.
  await drawer.getByRole('button', { name: '添加区域' }).click();
  await fillRow(page, '默认运费', { '首件(kg)': '1', '运费（元）': '10', '续件(kg)': '1', '续费（元）': '5' });
  await fillRow(page, '区域1', { '首件(kg)': '2', '运费（元）': '8', '续件(kg)': '1', '续费（元）': '2.5' });
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(drawer.getByText('请选择区域')).toBeVisible();
  await expect(drawer.getByLabel('区域1 续费（元）')).toHaveValue('2.5');

  await pickRegions(page, '区域1', ['浙江省', '江苏省']);
  await expect(drawer.getByRole('table', { name: '运费' })).toContainText('江苏省 等 2 个地区');
  await drawer.getByRole('button', { name: '添加区域' }).click();
  await pickRegions(page, '区域2', [], [['拉萨', /拉萨市/]]);
  await fillRow(page, '区域2', { '首件(kg)': '1', '运费（元）': '25', '续件(kg)': '1', '续费（元）': '12' });
  await drawer.getByRole('button', { name: '添加指定包邮区域' }).click();
  await pickRegions(page, '包邮区域1', ['上海市']);
  await fillRow(page, '包邮区域1', { '包邮(kg)': '5', '包邮金额（元）': '99' });
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  await expect(drawer).toBeHidden();

  const row = list.locator('tbody tr').filter({ hasText: '大件家具按重量' });
  await expect(row).toContainText('按重量');
  await expect(row).toContainText('自定义');

  // Edit: the saved rows and regions come back exactly; the change survives a reload.
  await page.reload();
  await row.getByRole('button', { name: '修改 大件家具按重量' }).click();
  const edit = page.getByRole('dialog', { name: '编辑运费模板' });
  await expect(edit.getByLabel('模板名称')).toHaveValue('大件家具按重量');
  await expect(edit.getByRole('radio', { name: '按重量' })).toBeChecked();
  await expect(edit.getByRole('table', { name: '运费' })).toContainText('江苏省 等 2 个地区');
  await expect(edit.getByRole('table', { name: '运费' })).toContainText('拉萨市');
  await expect(edit.getByRole('table', { name: '包邮区域' })).toContainText('上海市');
  await expect(edit.getByLabel('区域1 续费（元）')).toHaveValue('2.50');
  await edit.getByLabel('模板名称').fill('大件家具按重量（偏远加价）');
  await fillRow(page, '区域2', { '运费（元）': '30' });
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  const renamed = list.locator('tbody tr').filter({ hasText: '大件家具按重量（偏远加价）' });
  await expect(renamed).toHaveCount(1);

  // Stored where the product form's template list reads from.
  const templates = await page.evaluate(() => window.__merchantDemo!.db().shippingTemplates.map((t) => t.name));
  expect(templates).toContain('大件家具按重量（偏远加价）');

  await renamed.getByRole('button', { name: '删除 大件家具按重量（偏远加价）' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(list.locator('tbody tr').filter({ hasText: '大件家具按重量' })).toHaveCount(0);
});

test('a template in use by products cannot be deleted', async ({ page }) => {
  await openSignedIn(page, '/operation/freightSet');
  const list = page.getByRole('table', { name: '运费模板列表' });
  await expect(list.locator('tbody tr').first()).toBeVisible();
  const used = await page.evaluate(() => {
    const db = window.__merchantDemo!.db();
    const template = db.shippingTemplates.find((t) => db.products.some((p) => p.tempId === t.id));
    return template?.name ?? '';
  });
  expect(used).not.toBe('');
  await list.getByRole('button', { name: `删除 ${used}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('运费模板已使用')).toBeVisible();
  await expect(list.locator('tbody tr').filter({ hasText: used })).toHaveCount(1);
});

test('a template of each kind opens as saved, and saved unchanged keeps every district and amount', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  await openSignedIn(page, '/operation/freightSet');
  const list = page.getByRole('table', { name: '运费模板列表' });
  await expect(list.getByRole('button', { name: '修改 全国包邮' })).toBeVisible();
  /** The districts a template keeps, as comparable lines (the group ids are the backend's to make). */
  const kept = (name: string) =>
    page.evaluate((n) => {
      const db = window.__merchantDemo!.db();
      const rules = db.shippingTemplateRules[db.shippingTemplates.find((t) => t.name === n)!.id];
      return [...rules.charges, ...rules.frees].map(({ uniqid: _u, ...row }) => JSON.stringify(row)).toSorted();
    }, name);
  const kinds: Array<[string, string, Array<[string, string]>]> = [
    ['全国包邮', '全国包邮', []],
    ['按重量计费', '部分包邮', [['区域1 选择区域', '西藏自治区 等 2 个地区'], ['区域2 选择区域', '内蒙古自治区 等 2 个地区']]],
    ['偏远地区不包邮', '自定义', [['区域1 选择区域', '西藏自治区 等 3 个地区'], ['包邮区域1 选择区域', '上海市 等 3 个地区']]],
  ];
  for (const [name, kind, regions] of kinds) {
    const before = await kept(name);
    await list.getByRole('button', { name: `修改 ${name}` }).click();
    const edit = page.getByRole('dialog', { name: '编辑运费模板' });
    await expect(edit.getByRole('radio', { name: kind })).toBeChecked();
    for (const [button, summary] of regions) await expect(edit.getByRole('button', { name: button, exact: true })).toHaveText(summary);
    if (kind === '自定义') await expect(edit.getByLabel('默认运费 运费（元）')).toHaveValue('0.00');
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(edit).toBeHidden();
    expect(await kept(name)).toEqual(before);
  }
});

import { buildXlsx } from '../../src/lib/xlsx';
import { expect, LONG_FLOW_MS, openSignedIn, seriousViolations, test, type Page } from './fixtures';

const libraries = (page: Page) => page.getByRole('table', { name: '卡密库列表' });
const libraryRow = (page: Page, name: string) => libraries(page).locator('tbody tr').filter({ hasText: name });
const secrets = (page: Page) => page.getByRole('table', { name: '卡密列表' });

/** An .xlsx of these rows, as a file chooser takes it. */
const workbook = (name: string, rows: ReadonlyArray<ReadonlyArray<string | number>>) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from(buildXlsx('卡密', rows)),
});

test('卡密管理: filter, add and edit a library, refuse to delete one a product sells from, delete a free one', async ({ page }) => {
  await openSignedIn(page, '/product/cdkey');
  await expect(page).toHaveTitle(/^卡密管理/);
  await expect(libraryRow(page, '话费充值卡100元')).toContainText('全国话费充值卡100元');
  // A library a product sells from has that SKU's stock left (36 of its card secrets are sold).
  const stock = await page.evaluate(() => window.__merchantDemo?.db().products.find((p) => p.name === '全国话费充值卡100元')?.attrValue[0].stock);
  await expect(libraryRow(page, '话费充值卡100元')).toContainText(`${stock}/${(stock ?? 0) + 36}`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('卡密库名称').fill('会员');
  await page.getByLabel('卡密库名称').press('Enter');
  await expect(libraries(page).locator('tbody tr')).toHaveCount(2);
  await expect(page).toHaveURL(/name=/);
  await page.getByRole('button', { name: '重置' }).click();
  await expect(libraries(page).locator('tbody tr')).toHaveCount(5);

  await page.getByRole('button', { name: '添加卡密库' }).click();
  const add = page.getByRole('dialog', { name: '新增卡密库' });
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('请填写卡密库名称')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await add.getByLabel('卡密库名称').fill('腾讯视频年卡');
  await add.getByLabel('备注').fill('年度会员');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(libraryRow(page, '腾讯视频年卡')).toContainText('0/0');

  await libraryRow(page, '腾讯视频年卡').getByRole('button', { name: '编辑 腾讯视频年卡' }).click();
  const edit = page.getByRole('dialog', { name: '编辑卡密库' });
  await edit.getByLabel('备注').fill('年度会员，季度补货');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(libraryRow(page, '腾讯视频年卡')).toContainText('年度会员，季度补货');

  await libraryRow(page, '话费充值卡100元').getByRole('button', { name: '删除 话费充值卡100元' }).click();
  await expect(page.getByText('卡密库「话费充值卡100元」正在为商品「全国话费充值卡100元」（规格：默认）发货，不能删除。请先在该商品中更换卡密库或删除该商品')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(libraryRow(page, '话费充值卡100元')).toHaveCount(1);

  await libraryRow(page, '腾讯视频年卡').getByRole('button', { name: '删除 腾讯视频年卡' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(libraryRow(page, '腾讯视频年卡')).toHaveCount(0);
});

test('卡密添加: add, edit, delete and import card secrets; a refused import says why and keeps the file', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  await openSignedIn(page, '/product/cdkey');
  await libraryRow(page, '游戏点卡50元').getByRole('link', { name: '管理卡密 游戏点卡50元' }).click();
  await expect(page.getByRole('heading', { name: '游戏点卡50元' })).toBeVisible();
  await expect(page.getByText('共 60 条')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '添加卡密' }).click();
  const add = page.getByRole('dialog', { name: '添加卡密' });
  await add.getByLabel('第1行 卡号').fill('E2E-CARD-1');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('密码不能为空')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await add.getByLabel('第1行 密码').fill('pwd-1');
  await add.getByRole('button', { name: '添加行' }).click();
  await add.getByLabel('第2行 卡号').fill('E2E-CARD-2');
  await add.getByLabel('第2行 密码').fill('pwd-2');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功，共 2 条')).toBeVisible();
  await expect(page.getByText('共 62 条')).toBeVisible();

  const row = secrets(page).locator('tbody tr').filter({ hasText: 'E2E-CARD-2' });
  await row.getByRole('button', { name: '编辑 E2E-CARD-2' }).click();
  const edit = page.getByRole('dialog', { name: '编辑卡密' });
  await edit.getByLabel('密码').fill('pwd-2-new');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(row).toContainText('pwd-2-new');

  await row.getByRole('button', { name: '删除 E2E-CARD-2' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('共 61 条')).toBeVisible();

  // The template downloads as an .xlsx written in the browser.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载模板' }).click();
  expect((await download).suggestedFilename()).toBe('卡密导入模板.xlsx');

  await page.getByRole('button', { name: '导入卡密' }).click();
  const upload = page.getByRole('dialog', { name: '导入卡密' });
  const chooser = upload.locator('input[type="file"]');
  await chooser.setInputFiles({ name: '卡密.txt', mimeType: 'text/plain', buffer: Buffer.from('卡号,密码\nA,1') });
  await upload.getByRole('button', { name: '导入' }).click();
  await expect(upload.getByText('请提交正确的excel文件：只支持 .xlsx 格式的 Excel 文件，可先下载模板再填写')).toBeVisible();
  await expect(upload.getByText('卡密.txt')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await chooser.setInputFiles(workbook('重复.xlsx', [['卡号', '密码'], ['E2E-CARD-1', 'x'], ['NEW-1', 'y']]));
  await upload.getByRole('button', { name: '导入' }).click();
  await expect(upload.getByText('导入失败，请修改后重新导入（未导入任何卡密）：卡号重复：1 个卡号已在卡密库中（E2E-CARD-1）')).toBeVisible();
  await expect(upload.getByText('重复.xlsx')).toBeVisible();

  const rows = Array.from({ length: 5000 }, (_, i) => [`E2E-IMPORT-${String(i).padStart(5, '0')}`, `P${i}`]);
  await chooser.setInputFiles(workbook('五千条.xlsx', [['卡号', '密码'], ...rows]));
  const started = Date.now();
  await upload.getByRole('button', { name: '导入' }).click();
  await expect(page.getByText('导入成功')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('共 5061 条')).toBeVisible();
  expect(Date.now() - started).toBeLessThan(10_000);
  await expect(secrets(page)).toContainText('E2E-IMPORT-04999');

  await page.getByRole('button', { name: '返回' }).click();
  await expect(libraryRow(page, '游戏点卡50元')).toContainText('5046/5061');
});

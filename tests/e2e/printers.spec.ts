import { expect, LONG_FLOW_MS, openSignedIn, test, type Page } from './fixtures';

// 小票打印 as the reference's console has it: fixed fields per printer type (易联云: AppId, Userid, Sec,
// 打印机编码; 飞鹅云: Name, User, Ukey, 打印机编码), each required, sent with the reference's body. Runs
// in the "reference wire" project too (playwright.config.ts), where the demo backend answers as CRMEB.

test.beforeEach(() => test.setTimeout(LONG_FLOW_MS));

const printsOf = async (page: Page) => {
  await page.waitForFunction(() => Boolean(window.__merchantDemo));
  return page.evaluate(() => window.__merchantDemo!.db().prints);
};

test('adds a 易联云 printer and a 飞鹅云 printer with the fields of their type, each required', async ({ page }) => {
  await openSignedIn(page, '/operation/printreceipt');
  const table = page.getByRole('table', { name: '打印机列表' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  // 易联云, the type a new printer starts with.
  await page.getByRole('button', { name: '添加打印机' }).click();
  const yly = page.getByRole('dialog', { name: '添加打印机' });
  await yly.getByRole('button', { name: '确定' }).click();
  for (const text of ['打印机配置名称不能为空', 'AppId不能为空', 'Userid不能为空', 'Sec不能为空', '打印机编码不能为空']) await expect(yly.getByText(text)).toBeVisible();
  await yly.getByLabel('配置名称').fill('收银台小票机');
  await yly.getByLabel('AppId', { exact: true }).fill('1088830002');
  await yly.getByLabel('Userid', { exact: true }).fill('36523');
  await yly.getByLabel('Sec', { exact: true }).fill('9a8b7c6d5e4f');
  await yly.getByLabel('打印机编码').fill('4004600002');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/merchant/print/save');
  await yly.getByRole('button', { name: '确定' }).click();
  expect(((await (await saved).json()) as { code: number }).code).toBe(200);
  await expect(page.getByText('创建成功')).toBeVisible();
  await expect(yly).toBeHidden();
  const ylyRow = table.locator('tbody tr').filter({ hasText: '收银台小票机' });
  await expect(ylyRow).toContainText('易联云');
  await expect(ylyRow).toContainText('4004600002');

  // 飞鹅云: its own four fields, the 易联云 ones gone.
  await page.getByRole('button', { name: '添加打印机' }).click();
  const fe = page.getByRole('dialog', { name: '添加打印机' });
  await fe.getByRole('radio', { name: '飞鹅云' }).check();
  await expect(fe.getByLabel('AppId', { exact: true })).toHaveCount(0);
  await fe.getByRole('button', { name: '确定' }).click();
  for (const text of ['Name不能为空', 'User不能为空', 'Ukey不能为空', '打印机编码不能为空']) await expect(fe.getByText(text)).toBeVisible();
  await fe.getByLabel('配置名称').fill('后厨打单机');
  await fe.getByLabel('Name', { exact: true }).fill('后厨');
  await fe.getByLabel('User', { exact: true }).fill('chef@example.com');
  await fe.getByLabel('Ukey', { exact: true }).fill('Kq8sPz3LmX9z');
  await fe.getByLabel('打印机编码').fill('920500002');
  await fe.getByRole('button', { name: '确定' }).click();
  await expect(fe).toBeHidden();
  const feRow = table.locator('tbody tr').filter({ hasText: '后厨打单机' });
  await expect(feRow).toContainText('飞鹅云');
  await expect(feRow).toContainText('920500002');

  const prints = await printsOf(page);
  expect(prints.find((p) => p.printName === '收银台小票机')).toMatchObject({ printType: 0, printYlyAppid: '1088830002', printYlyUserid: '36523', printYlySec: '9a8b7c6d5e4f', printYlyMerchineNo: '4004600002' });
  expect(prints.find((p) => p.printName === '后厨打单机')).toMatchObject({ printType: 1, printFeName: '后厨', printFeUser: 'chef@example.com', printFeUkey: 'Kq8sPz3LmX9z', printFeSn: '920500002' });

  // Read back for editing: the fields of its type, as stored.
  await ylyRow.getByRole('button', { name: '修改 收银台小票机' }).click();
  const edit = page.getByRole('dialog', { name: '编辑打印机' });
  await expect(edit.getByLabel('AppId', { exact: true })).toHaveValue('1088830002');
  await expect(edit.getByLabel('打印机编码')).toHaveValue('4004600002');
});

import { choose, expect, openSignedIn, signIn, test, type Page } from './fixtures';

/** The 可用余额 the apply dialog shows, in cents. */
async function availableCents(page: Page) {
  const limits = page.getByRole('dialog', { name: '申请结算' }).getByRole('group', { name: '结算额度' });
  const text = (await limits.textContent()) ?? '';
  const found = /可用余额：¥([\d.]+)/.exec(text);
  if (!found) throw new Error(`no 可用余额 in ${text}`);
  return Math.round(Number(found[1]) * 100);
}

test('apply for a settlement within the limits, then find it in the closing records after a reload', async ({ page }) => {
  await signIn(page);
  const side = page.getByRole('navigation', { name: '主菜单' });
  await side.getByRole('button', { name: '财务' }).click();
  await side.getByRole('link', { name: '结算记录' }).click();
  await expect(page).toHaveURL(/\/finance\/closingRecord$/);
  const table = page.getByRole('table', { name: '结算记录列表' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  await page.getByRole('button', { name: '申请结算' }).click();
  const dialog = page.getByRole('dialog', { name: '申请结算' });
  await expect(dialog.getByRole('group', { name: '结算额度' })).toContainText('可用余额');
  const before = await availableCents(page);
  await expect(dialog.getByRole('radio', { name: '银行卡' })).toBeChecked();
  await expect(dialog.getByRole('group', { name: '结算账户' })).toContainText('中国工商银行');

  const amount = dialog.getByLabel('申请金额（元）');
  await amount.fill('50');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('申请金额不能小于单笔最低转账额度100.00元')).toBeVisible();
  await amount.fill('60000');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('申请金额不能大于单笔最高转账额度50000.00元')).toBeVisible();
  // A WeChat settlement needs a WeChat account in the store settings, which the demo store has not set up.
  await dialog.getByRole('radio', { name: '微信' }).check();
  await expect(dialog.getByText('未设置微信结算信息，请先在商户基本设置中填写')).toBeVisible();
  await dialog.getByRole('radio', { name: '银行卡' }).check();

  await amount.fill('1234.56');
  await dialog.getByLabel('备注').fill('十一月第一笔结算');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = table.locator('tbody tr').first();
  await expect(row).toContainText('1234.56');
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('银行卡');
  const closingNo = (await row.getByRole('cell').nth(1).textContent())!.trim();
  expect(closingNo).toMatch(/^CM\d+/);

  // The record survives a reload; awaiting review, it takes nothing from what is available yet (the
  // reference backend counts only approved settlements against the balance).
  await page.reload();
  await expect(table.locator('tbody tr').first()).toContainText(closingNo);
  await page.getByRole('button', { name: '申请结算' }).click();
  await expect(page.getByRole('dialog', { name: '申请结算' }).getByRole('group', { name: '结算额度' })).toContainText('可用余额');
  expect(await availableCents(page)).toBe(before);
  await page.getByRole('dialog', { name: '申请结算' }).getByRole('button', { name: '取消' }).click();

  await table.getByRole('button', { name: `查看 ${closingNo}` }).click();
  const detail = page.getByRole('dialog', { name: '结算信息' });
  await expect(detail).toContainText('6222021202041234567');
  await expect(detail).toContainText('十一月第一笔结算');
  await detail.getByRole('button', { name: '我知道了' }).click();

  await choose(page, '审核状态', '待审核');
  await expect(page).toHaveURL(/auditStatus=0/);
  await expect(table.locator('tbody tr').filter({ hasNotText: '待审核' })).toHaveCount(0);
});

test('statements, capital flow and user withdrawals: filters reach the lists', async ({ page }) => {
  await openSignedIn(page, '/finance/capitalFlow');
  const flow = page.getByRole('table', { name: '资金流水列表' });
  await expect(flow.locator('tbody tr').first()).toBeVisible();
  const orderNo = (await flow.locator('tbody tr').first().getByRole('cell').nth(1).textContent())!.trim();
  await page.getByPlaceholder('请输入订单号/退款单号').fill(orderNo);
  await expect(page).toHaveURL(/orderNo=/);
  await expect(flow.locator('tbody tr').filter({ hasNotText: orderNo })).toHaveCount(0);

  await page.goto('/finance/statement');
  const daily = page.getByRole('table', { name: '日账单列表' });
  await expect(daily.locator('tbody tr').first()).toBeVisible();
  await daily.locator('tbody tr').first().getByRole('button', { name: /^详情/ }).click();
  const bill = page.getByRole('dialog', { name: '账单详情' });
  await expect(bill.getByRole('list', { name: '实际收入明细' })).toBeVisible();
  await bill.getByRole('button', { name: '我知道了' }).click();
  await page.getByRole('tab', { name: '月账单' }).click();
  await expect(page).toHaveURL(/type=month/);
  await expect(page.getByRole('table', { name: '月账单列表' }).locator('tbody tr').first()).toBeVisible();

  await page.goto('/finance/userClosing');
  await page.getByRole('tab', { name: '已拒绝' }).click();
  const withdrawals = page.getByRole('table', { name: '用户结算列表' });
  await expect(withdrawals.locator('tbody tr').first()).toContainText('拒绝原因');
  await expect(withdrawals.locator('tbody tr').filter({ hasNotText: '已拒绝' })).toHaveCount(0);
});

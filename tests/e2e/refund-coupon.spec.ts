import type { DemoDb } from '../../src/mocks/types/db';
import { expect, openSignedIn, signedInStore, test, type Page } from './fixtures';

async function demoDb(page: Page) {
  await page.waitForFunction(() => Boolean(window.__merchantDemo));
  return page.evaluate(() => window.__merchantDemo!.db());
}

/** The demo platform pays refunds back and users post goods at once. */
const noDelays = (db: DemoDb) => Object.assign(db.orderSettings, { refundDelayMs: 0, returnDelayMs: 0 });

const tabs = (page: Page) => page.getByRole('tablist', { name: '退款状态' });
const table = (page: Page) => page.getByRole('table', { name: '退款单列表' });
const rowOf = (page: Page, refundOrderNo: string) => table(page).getByRole('row').filter({ hasText: refundOrderNo });

test('approve an express return to a chosen address, confirm the goods came back: refunded everywhere', async ({ page }) => {
  test.setTimeout(60_000);
  const request = (await signedInStore(page)).refunds.find((r) => r.refundStatus === 0 && r.returnGoodsType === 1)!;
  await openSignedIn(page, '/order/refund?refundStatus=0', { change: noDelays });
  const awaitingTab = tabs(page).getByRole('tab', { name: /^待审核/ });
  await expect(awaitingTab).toHaveText(/\(\d+\)/);
  const waiting = Number((await awaitingTab.textContent())?.match(/\((\d+)\)/)?.[1]);
  await rowOf(page, request.refundOrderNo).getByRole('button', { name: '同意' }).click();
  const dialog = page.getByRole('dialog', { name: '同意退款' });
  await dialog.getByRole('radio', { name: /王仓管/ }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(tabs(page).getByRole('tab', { name: `待审核(${waiting - 1})` })).toBeVisible();
  await expect(rowOf(page, request.refundOrderNo)).toHaveCount(0);

  // The user posted the goods back: the request waits for the store to receive them.
  await tabs(page).getByRole('tab', { name: /^商家待收货/ }).click();
  await rowOf(page, request.refundOrderNo).getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, request.refundOrderNo)).toHaveCount(0);
  await tabs(page).getByRole('tab', { name: /^已退款/ }).click();
  await expect(rowOf(page, request.refundOrderNo)).toContainText('退款成功');

  await rowOf(page, request.refundOrderNo).getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: /退款/ });
  await expect(drawer).toContainText('王仓管');
  await expect(drawer).toContainText('售后单商家确认收货');

  await page.goto(`/order/list?orderNo=${request.orderNo}`);
  await expect(page.getByRole('table', { name: '订单列表' }).getByRole('row').filter({ hasText: request.orderNo })).toContainText(/部分退款|已退款/);
});

test('refuse a refund request: the reason is required and shows in the details', async ({ page }) => {
  test.setTimeout(60_000);
  const request = (await signedInStore(page)).refunds.find((r) => r.refundStatus === 0 && r.returnGoodsType === 0)!;
  await openSignedIn(page, '/order/refund?refundStatus=0');
  await rowOf(page, request.refundOrderNo).getByRole('button', { name: '拒绝' }).click();
  const prompt = page.getByRole('dialog', { name: '拒绝退款' });
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByLabel('拒绝原因').fill('商品已签收超过7天');
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(prompt).toBeHidden({ timeout: 10_000 });
  await tabs(page).getByRole('tab', { name: /^审核未通过/ }).click();
  await expect(rowOf(page, request.refundOrderNo)).toContainText('商家拒绝');
  await rowOf(page, request.refundOrderNo).getByRole('button', { name: '详情' }).click();
  await expect(page.getByRole('dialog', { name: /退款/ })).toContainText('商品已签收超过7天');
});

test('send a coupon to a user: asked first, then counted down and held by the user', { tag: '@spec-calls' }, async ({ page }) => {
  const before = await signedInStore(page);
  const held = before.couponUsers.length;
  await openSignedIn(page, '/user/index');
  const row = page.getByRole('table', { name: '用户列表' }).locator('tbody tr').first();
  await row.getByRole('button', { name: '发送优惠券' }).click();
  const picker = page.getByRole('dialog', { name: '优惠劵' });
  await expect(picker).toHaveCSS('width', '1100px');
  await picker.getByLabel('优惠劵名称').fill(' 茶叶 ');
  await picker.getByLabel('优惠劵名称').press('Enter');
  await picker.getByRole('button', { name: '发送 茶叶专享券' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('发送优惠劵吗');
  await ask.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('发送成功')).toBeVisible();
  await expect(picker.getByRole('row').filter({ hasText: '茶叶专享券' })).toContainText('2');
  const after = await demoDb(page);
  expect(after.couponUsers).toHaveLength(held + 1);
  expect(after.couponUsers.at(-1)?.name).toBe('茶叶专享券');
});

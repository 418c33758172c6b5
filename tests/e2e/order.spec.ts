import type { DemoDb } from '../../src/mocks/types/db';
import { divMoney } from './money';
import { choose, expect, openSignedIn, signedInStore, signIn, test, type Page } from './fixtures';

type Order = DemoDb['orders'][number];

/** An order of the demo backend as the test needs it, in the store the test then opens the console on. */
async function orderWhere(page: Page, matches: (o: Order) => boolean) {
  const found = (await signedInStore(page)).orders.find(matches);
  if (!found) throw new Error('no such order in the demo data');
  return found;
}

const tabs = (page: Page) => page.getByRole('tablist', { name: '订单状态' });
const table = (page: Page) => page.getByRole('table', { name: '订单列表' });
const rowOf = (page: Page, orderNo: string) => table(page).getByRole('row').filter({ hasText: orderNo });
async function countOf(page: Page, tab: string) {
  const button = tabs(page).getByRole('tab', { name: new RegExp(`^${tab}\\(`) });
  await expect(button).toBeVisible();
  return Number((await button.textContent())?.match(/\((\d+)\)/)?.[1]);
}

test('the dashboard counts open the filtered order and refund lists', async ({ page }) => {
  await signIn(page);
  const waiting = page.getByRole('link', { name: /待发货订单/ });
  const shown = Number((await waiting.textContent())?.match(/\d+/)?.[0]);
  await waiting.click();
  await expect(page).toHaveURL(/\/order\/list\?status=notShipped/);
  await expect(tabs(page).getByRole('tab', { name: `待发货(${shown})` })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /待核销订单/ }).click();
  await expect(tabs(page).getByRole('tab', { name: /^待核销/ })).toHaveAttribute('aria-selected', 'true');
  await expect(table(page).getByRole('row').filter({ hasText: '待核销' }).first()).toBeVisible();

  await page.goto('/dashboard');
  const refunds = page.getByRole('link', { name: /待退款订单/ });
  const awaiting = Number((await refunds.textContent())?.match(/\d+/)?.[0]);
  await refunds.click();
  await expect(page).toHaveURL(/\/order\/refund\?refundStatus=0/);
  await expect(page.getByRole('tab', { name: `待审核(${awaiting})` })).toHaveAttribute('aria-selected', 'true');
});

test('ship an order in two parts, then see it under 待收货 with two shipments', async ({ page }) => {
  test.setTimeout(60_000);
  const order = await orderWhere(page, (o) => o.status === 1 && o.lines.length === 2 && o.refundStatus === 0 && !o.userRefundSign && o.groupBuyRecordStatus === 99 && o.shippingType === 1);
  await openSignedIn(page, '/order/list?status=notShipped');
  const before = { notShipped: await countOf(page, '待发货'), spike: await countOf(page, '待收货') };
  await page.getByLabel('订单编号').fill(order.orderNo);
  await expect(rowOf(page, order.orderNo)).toBeVisible();
  await expect(table(page).locator('tbody tr')).toHaveCount(1);

  await rowOf(page, order.orderNo).getByRole('button', { name: '发货' }).click();
  let dialog = page.getByRole('dialog', { name: '订单发送货' });
  await expect(dialog.getByRole('combobox', { name: '快递公司' })).toHaveText('顺丰速运');
  await dialog.getByRole('switch', { name: '分单发货' }).click();
  const [first, second] = order.lines;
  await dialog.getByLabel(`${first.productName} ${first.sku} 发货数量`).fill(String(first.payNum));
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: '请输入快递单号' })).toBeVisible();
  await dialog.getByLabel('快递单号').fill('SF1234567890');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('发货成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, order.orderNo)).toContainText('部分发货');

  await rowOf(page, order.orderNo).getByRole('button', { name: '发货' }).click();
  dialog = page.getByRole('dialog', { name: '订单发送货' });
  await dialog.getByLabel('商家送货').check();
  await dialog.getByLabel('配送人员').fill('小王');
  await dialog.getByLabel('手机号码').fill('1371234');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: /手机号/ })).toBeVisible();
  await dialog.getByLabel('手机号码').fill('13712345678');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page).getByRole('cell', { name: '暂无订单' })).toBeVisible();
  // The counts follow the filters: this order alone, then the whole store.
  await expect(tabs(page).getByRole('tab', { name: '待发货(0)' })).toBeVisible();
  await expect(tabs(page).getByRole('tab', { name: '待收货(1)' })).toBeVisible();
  await page.getByLabel('订单编号').fill('');
  await expect(tabs(page).getByRole('tab', { name: `待发货(${before.notShipped - 1})` })).toBeVisible();
  await expect(tabs(page).getByRole('tab', { name: `待收货(${before.spike + 1})` })).toBeVisible();
  await page.getByLabel('订单编号').fill(order.orderNo);

  await tabs(page).getByRole('tab', { name: /^待收货/ }).click();
  await rowOf(page, order.orderNo).getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: /订单详情/ });
  await drawer.getByRole('tab', { name: '发货记录' }).click();
  await expect(drawer.getByText('SF1234567890')).toBeVisible();
  await expect(drawer.getByText('小王')).toBeVisible();
  await expect(drawer.getByText(second.productName).first()).toBeVisible();
});

test('发货: 设置物流公司 beside 快递公司 links a carrier without leaving the dialog, which keeps the number typed and ships with it', async ({ page }) => {
  const order = await orderWhere(page, (o) => o.status === 1 && o.lines.length === 1 && o.refundStatus === 0 && !o.userRefundSign && o.groupBuyRecordStatus === 99 && o.shippingType === 1 && o.secondType === 0 && !o.isUserDel && !o.isLogoff);
  await openSignedIn(page, `/order/list?orderNo=${order.orderNo}`);
  await rowOf(page, order.orderNo).getByRole('button', { name: '发货' }).click();
  const dialog = page.getByRole('dialog', { name: '订单发送货' });
  const carrier = dialog.getByRole('combobox', { name: '快递公司' });
  await expect(carrier).toHaveText('顺丰速运');
  await dialog.getByLabel('快递单号').fill('DB20260001');
  await page.screenshot({ path: test.info().outputPath('ship-dialog.png') });
  await dialog.getByRole('button', { name: '设置物流公司' }).click();
  const relate = page.getByRole('dialog', { name: '新增物流公司' });
  await choose(relate, '物流公司', '德邦快递（DBL）');
  await page.screenshot({ path: test.info().outputPath('ship-dialog-relate.png') });
  await relate.getByRole('button', { name: '确定' }).click();
  await expect(relate).toBeHidden();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(carrier).toHaveText('德邦快递');
  await expect(dialog.getByLabel('快递单号')).toHaveValue('DB20260001');
  await expect(page).toHaveURL(/\/order\/list\?/);
  // Offered among the store's carriers, the default still first.
  await carrier.click();
  await expect(page.getByRole('listbox').getByRole('option')).toContainText(['顺丰速运', '德邦快递']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const sending = page.waitForRequest((r) => r.url().endsWith('/admin/merchant/order/send'));
  await dialog.getByRole('button', { name: '确定' }).click();
  expect((await sending).postDataJSON()).toMatchObject({ deliveryType: 'express', expressCode: 'DBL', expressNumber: 'DB20260001', isSplit: false });
  await expect(page.getByText('发货成功')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a virtual product order ships with its 发货备注 only, as 无需发货 and whole', async ({ page }) => {
  const order = await orderWhere(page, (o) => o.secondType === 2 && o.status === 1 && o.refundStatus === 0 && !o.isLogoff);
  await openSignedIn(page, `/order/list?orderNo=${order.orderNo}`);
  await rowOf(page, order.orderNo).getByRole('button', { name: '发货' }).click();
  const dialog = page.getByRole('dialog', { name: '虚拟商品发货' });
  const mark = dialog.getByLabel('发货备注');
  await expect(mark).toBeFocused();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByRole('switch', { name: '分单发货' })).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: '快递公司' })).toHaveCount(0);
  await mark.fill('兑换码已短信发送');
  await page.screenshot({ path: test.info().outputPath('virtual-ship-dialog.png') });
  const sending = page.waitForRequest((r) => r.url().endsWith('/admin/merchant/order/send'));
  await dialog.getByRole('button', { name: '确定' }).click();
  expect((await sending).postDataJSON()).toEqual({ orderNo: order.orderNo, deliveryType: 'noNeed', isSplit: false, deliveryMark: '兑换码已短信发送' });
  await expect(page.getByText('发货成功')).toBeVisible();
  await expect(rowOf(page, order.orderNo)).toContainText('待收货');
});

test('refund part of an order directly: the exact amount, the order and the refund list follow', async ({ page }) => {
  test.setTimeout(60_000);
  const order = await orderWhere(page, (o) => o.status === 4 && o.refundStatus === 0 && !o.userRefundSign && o.lines.length === 2 && o.lines[0].payNum > 1);
  const line = order.lines[0];
  const expected = divMoney(line.payPrice, line.payNum);
  await openSignedIn(page, `/order/list?orderNo=${order.orderNo}`);
  await rowOf(page, order.orderNo).getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '直接退款' }).click();
  const dialog = page.getByRole('dialog', { name: '直接退款' });
  await dialog.getByLabel('分单退款').check();
  await dialog.getByLabel(`${line.productName} ${line.sku} 退款数量`).fill('1');
  await expect(dialog.getByLabel('预计退款金额')).toContainText(expected);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('退款成功')).toBeVisible();
  await expect(rowOf(page, order.orderNo)).toContainText('部分退款');

  await page.goto(`/order/refund?orderNo=${order.orderNo}`);
  const refunds = page.getByRole('table').filter({ hasText: order.orderNo });
  await expect(refunds.locator('tbody tr')).toHaveCount(1);
  // A WeChat payment pays back on its callback: 退款中 until then.
  await expect(refunds).toContainText(/退款成功|退款中/);
  await expect(refunds).toContainText(expected);
});

test('verify a pickup order by its code; a wrong code says why and keeps the prompt', async ({ page }) => {
  const order = await orderWhere(page, (o) => o.status === 3 && o.refundStatus === 0 && !o.userRefundSign);
  await openSignedIn(page, '/order/list?status=awaitVerification');
  const waiting = await countOf(page, '待核销');
  await page.getByRole('button', { name: '核销订单' }).click();
  const prompt = page.getByRole('dialog', { name: '核销订单' });
  await prompt.getByLabel('核销码').fill('000000');
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请选择正确的核销码' })).toBeVisible();
  await expect(prompt).toBeVisible();
  await prompt.getByLabel('核销码').fill(order.verifyCode);
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('核销成功')).toBeVisible();
  await expect(tabs(page).getByRole('tab', { name: `待核销(${waiting - 1})` })).toBeVisible();
  await expect(table(page)).not.toContainText(order.orderNo);
});

test('a shipment’s 查看物流 shows the carrier’s status and steps', async ({ page }) => {
  const order = await orderWhere(page, (o) => o.status === 6 && o.invoices.length === 1 && o.invoices[0].deliveryType === 'express');
  await openSignedIn(page, `/order/list?detail=${order.orderNo}`);
  const drawer = page.getByRole('dialog', { name: '订单详情' });
  await drawer.getByRole('tab', { name: '商品信息' }).click();
  await expect(drawer.getByRole('table', { name: '商品信息' })).toContainText(order.lines[0].productName);
  await drawer.getByRole('tab', { name: '发货记录' }).click();
  await drawer.getByRole('listitem', { name: '包裹1' }).getByRole('button', { name: '查看物流' }).click();
  const tracking = page.getByRole('dialog', { name: '物流查询' });
  await expect(tracking).toContainText('物流状态：已签收');
  await expect(tracking.getByRole('list', { name: '物流轨迹' })).toContainText(`${order.invoices[0].expressName}已揽收`);
});

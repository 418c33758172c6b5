import { choose, expect, openSignedIn, seriousViolations, setFault, test, type Page } from './fixtures';

const carriers = (page: Page) => page.getByRole('table', { name: '物流公司列表' });
const carrierRow = (page: Page, name: string) => carriers(page).locator('tbody tr').filter({ hasText: name });

/** An ordinary order waiting for an express shipment, from the demo store. */
async function orderToShip(page: Page) {
  await page.waitForFunction(() => Boolean(window.__merchantDemo));
  const orderNo = await page.evaluate(
    () =>
      window.__merchantDemo!.db().orders.find((o) => o.status === 1 && o.refundStatus === 0 && !o.userRefundSign && o.groupBuyRecordStatus === 99 && o.shippingType === 1 && o.secondType === 0 && !o.isUserDel)
        ?.orderNo,
  );
  if (!orderNo) throw new Error('no order to ship in the demo data');
  return orderNo;
}

test('物流管理: filter, link a carrier, make it the default, switch one off, delete one; the ship dialog follows', async ({ page }) => {
  await openSignedIn(page, '/operation/logisticsManagement');
  await expect(page).toHaveTitle(/^物流管理/);
  await expect(carrierRow(page, '顺丰速运')).toContainText('默认');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('关键字').fill('中通');
  await page.getByLabel('关键字').press('Enter');
  await expect(carriers(page).locator('tbody tr')).toHaveCount(1);
  await expect(page).toHaveURL(/keywords=/);
  await page.getByRole('button', { name: '重置' }).click();
  await expect(carrierRow(page, '申通快递')).toBeVisible();

  // 新增: a choice is required; only carriers not linked yet are offered.
  await page.getByRole('button', { name: '新增' }).click();
  const add = page.getByRole('dialog', { name: '新增物流公司' });
  const choice = add.getByRole('combobox', { name: '物流公司', exact: true });
  await choice.click();
  const offered = page.getByRole('listbox', { name: '物流公司' });
  await expect(offered.getByRole('option', { name: /极兔速递/ })).toHaveCount(1);
  await expect(offered.getByRole('option', { name: /顺丰速运/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(offered).toHaveCount(0);
  await expect(choice).toHaveText('请选择');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('请选择物流公司')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await add.getByLabel('筛选').fill('极兔');
  await expect(add.getByText('找到 1 家未关联的物流公司')).toBeVisible();
  await choose(add, '物流公司', '极兔速递（JTSD）');
  await expect(choice).toHaveText('极兔速递（JTSD）');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(add).toBeHidden();

  const jt = carrierRow(page, '极兔速递');
  await jt.getByRole('button', { name: '设为默认 极兔速递' }).click();
  await expect(jt.getByRole('button', { name: '取消默认 极兔速递' })).toBeVisible();
  await expect(carriers(page).getByRole('button', { name: /^取消默认/ })).toHaveCount(1);

  const zto = carrierRow(page, '中通快递').getByRole('switch', { name: '中通快递 开启' });
  await zto.click();
  await expect(page.getByText('更新状态成功')).toBeVisible();
  await expect(zto).toHaveAttribute('aria-checked', 'false');

  await carrierRow(page, '申通快递').getByRole('button', { name: '删除 申通快递' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('确定要删除此物流公司吗？');
  await ask.getByRole('button', { name: '取消' }).click();
  await expect(carrierRow(page, '申通快递')).toBeVisible();
  await carrierRow(page, '申通快递').getByRole('button', { name: '删除 申通快递' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(carrierRow(page, '申通快递')).toHaveCount(0);

  // The ship dialog offers the open carriers, the new default chosen.
  const orderNo = await orderToShip(page);
  await page.goto(`/order/list?orderNo=${orderNo}`);
  await page.getByRole('table', { name: '订单列表' }).getByRole('row').filter({ hasText: orderNo }).getByRole('button', { name: '发货' }).click();
  const ship = page.getByRole('dialog', { name: '订单发送货' });
  const company = ship.getByRole('combobox', { name: '快递公司' });
  await expect(company).toHaveText('极兔速递');
  await company.click();
  const companies = page.getByRole('listbox', { name: '快递公司' });
  await expect(companies.getByRole('option', { name: '极兔速递' })).toHaveAttribute('aria-selected', 'true');
  await expect(companies.getByRole('option', { name: /中通快递/ })).toHaveCount(0);
});

test('物流公司: the platform carriers, read only, searched and paged', async ({ page }) => {
  await openSignedIn(page, '/maintain/logistics/companyList');
  const table = page.getByRole('table', { name: '平台物流公司列表' });
  await expect(table.locator('tbody tr').first()).toContainText('顺丰速运');
  await expect(table.locator('tbody tr')).toHaveCount(15);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(table.locator('tbody tr').filter({ hasText: '天天快递' })).toContainText('隐藏');
  await page.getByLabel('名称/编码').fill('ems');
  await page.getByLabel('名称/编码').press('Enter');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText('EMS');
  await expect(page.getByRole('switch')).toHaveCount(0);
});

test('with no open carrier the ship dialog says so and links one in place with 设置物流公司, then ships with it', async ({ page }) => {
  await openSignedIn(page, '/order/list');
  const orderNo = await orderToShip(page);
  await page.evaluate(async () => {
    await window.__merchantDemo!.update((db) => {
      for (const e of db.expresses) Object.assign(e, { isOpen: false, isDefault: false });
    });
  });
  await page.goto(`/order/list?orderNo=${orderNo}`);
  const row = page.getByRole('table', { name: '订单列表' }).getByRole('row').filter({ hasText: orderNo });
  await row.getByRole('button', { name: '发货' }).click();
  const ship = page.getByRole('dialog', { name: '订单发送货' });
  await expect(ship.getByText('暂无可用的物流公司')).toBeVisible();
  await expect(ship.getByRole('combobox', { name: '快递公司' })).toHaveText('请选择快递公司');
  await page.screenshot({ path: test.info().outputPath('ship-dialog-no-carrier.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await ship.getByLabel('快递单号').fill('JT20260001');
  await ship.getByRole('button', { name: '设置物流公司' }).click();
  const relate = page.getByRole('dialog', { name: '新增物流公司' });
  await choose(relate, '物流公司', '极兔速递（JTSD）');
  await relate.getByRole('button', { name: '确定' }).click();
  await expect(relate).toBeHidden();

  // The same dialog, on the same page: the carrier linked is chosen, the number still there.
  await expect(page).toHaveURL(new RegExp(`/order/list\\?orderNo=${orderNo}`));
  await expect(ship.getByRole('combobox', { name: '快递公司' })).toHaveText('极兔速递');
  await expect(ship.getByText('暂无可用的物流公司')).toHaveCount(0);
  await expect(ship.getByLabel('快递单号')).toHaveValue('JT20260001');
  await ship.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('发货成功')).toBeVisible();
  const invoice = await page.evaluate((no) => window.__merchantDemo!.db().orders.find((o) => o.orderNo === no)?.invoices[0], orderNo);
  expect(invoice).toMatchObject({ expressCode: 'JTSD', trackingNumber: 'JT20260001' });

  // 物流管理 lists it, open.
  await page.goto('/operation/logisticsManagement');
  await expect(carrierRow(page, '极兔速递').getByRole('switch', { name: '极兔速递 开启' })).toHaveAttribute('aria-checked', 'true');
});

test.describe('when the server fails', () => {
  test.use({ expectedConsole: /Failed to load resource|net::ERR_FAILED/ });

  test('a refused switch goes back', async ({ page }) => {
    await openSignedIn(page, '/operation/logisticsManagement');
    const yto = carrierRow(page, '圆通速递').getByRole('switch', { name: '圆通速递 开启' });
    await expect(yto).toHaveAttribute('aria-checked', 'true');
    const id = await page.evaluate(() => window.__merchantDemo!.db().expresses.find((e) => e.code === 'YTO')?.id);
    await setFault(page, `/admin/merchant/express/open/switch/${id}`, '500');
    await yto.click();
    await expect(page.getByText('系统繁忙，请稍后重试')).toBeVisible();
    await expect(yto).toHaveAttribute('aria-checked', 'true');
  });
});

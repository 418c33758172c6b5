import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, fillBasics, fillSignIn, LONG_FLOW_MS, openSignedIn, OWNER, pickPictures, test, type Page } from './fixtures';

// Project "reference wire" (playwright.config.ts): the console against the demo backend answering exactly
// as the reference backend (CRMEB) would (VITE_DEMO_WIRE=reference, src/mocks/wire): its calls only, every
// field of its Java classes at every depth (null where the demo has no value, nothing else), money as
// text, its dates, message null, its refusal codes. The fixtures fail a test on any console error and any
// exchange off the wire contract.

interface ReferenceMenu {
  title: string;
  path: string;
  menuType: string;
  children: ReferenceMenu[] | null;
}

interface MenuPage {
  title: string;
  path: string;
  /** The directories above it, from the top. */
  trail: string[];
}

/** Opens `path` signed in as the owner, and reads the owner's pages (menuType C) from the backend's getMenus answer, by top-level menu. */
async function openWithMenu(page: Page, path: string): Promise<Array<{ group: string; pages: MenuPage[] }>> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/merchant/getMenus');
  await openSignedIn(page, path);
  const menus = ((await (await answer).json()) as { data: ReferenceMenu[] }).data;
  const pagesOf = (m: ReferenceMenu, trail: string[]): MenuPage[] => [
    // A menu may also link out (the platform's documentation), or be the mobile console's entry, which the console never shows.
    ...(m.menuType === 'C' && m.path.startsWith('/') && m.path !== '/javaMobile' ? [{ title: m.title, path: m.path, trail }] : []),
    ...(m.children ?? []).flatMap((c) => pagesOf(c, [...trail, m.title])),
  ];
  return menus.map((m) => ({ group: m.title, pages: pagesOf(m, []) }));
}

/** Opens a page as its user does, from the sidebar: the directories above it unfolded, then its link. */
async function openFromSidebar(page: Page, { title, path, trail }: MenuPage) {
  const sidebar = page.getByRole('navigation', { name: '主菜单' });
  for (const directory of trail) {
    const button = sidebar.getByRole('button', { name: directory, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  await sidebar.locator(`a[href="${path}"][title="${title}"]`).click();
  await expect(page).toHaveURL(path);
}

/** A page opened: its crumb says where, nothing is loading, no error is shown (each page's failures are reported, and the next page opened). */
async function expectOpened(page: Page, title: string, path: string) {
  await expect.soft(page.getByRole('navigation', { name: '面包屑' }).locator('[aria-current="page"]'), path).toHaveText(title);
  await expect.soft(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  await expect.soft(page.getByText('数据加载失败'), path).toHaveCount(0);
  await expect.soft(page.locator('[data-kind="error"]'), path).toHaveCount(0);
}

// The menu's top-level groups in three tests, so the two workers share them.
const GROUPS = [['主页', '商品', '订单', '用户'], ['财务', '优惠券', '营销', '视频号'], ['设置', '员工', '维护', '移动端']];

for (const groups of GROUPS) {
  test(`every page of the owner's menu opens without an error: ${groups.join('、')}`, async ({ page }) => {
    test.setTimeout(120_000);
    const menu = await openWithMenu(page, '/dashboard');
    // Every top-level group of the menu is opened by one of these tests.
    expect(menu.map((m) => m.group).toSorted()).toEqual(GROUPS.flat().toSorted());
    const chosen = menu.filter((m) => groups.includes(m.group));
    for (const { pages } of chosen) {
      for (const menuPage of pages) {
        await openFromSidebar(page, menuPage);
        await expectOpened(page, menuPage.title, menuPage.path);
      }
    }
  });
}

// The main flows, each saved and read back through the reference's answers (the refund and coupon flows of
// refund-coupon.spec.ts and coupon.spec.ts run on this build too, project "reference profile").

// A flow's first page also signs the worker in, which a loaded machine has taken 20 s over.
test.beforeEach(() => test.setTimeout(LONG_FLOW_MS));

const db = async (page: Page) => {
  await page.waitForFunction(() => Boolean(window.__merchantDemo));
  return page.evaluate(() => window.__merchantDemo!.db());
};

test('four wrong passwords, then the block puzzle: a miss brings another, the piece in place signs in and 主页 opens', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: '请完成安全验证' });
  const slider = dialog.getByRole('slider', { name: '拖动滑块完成拼图' });
  /** Where the piece fits: a person sees the hole; the test reads what the demo backend kept. */
  const fit = async () => Object.values((await db(page)).puzzles)[0]!.x;
  /** Drags the slider's handle to where the piece fits (and `off` pixels more), as a person does. */
  const drag = async (off = 0) => {
    await expect(slider).toBeEnabled();
    const dx = (await fit()) + off;
    const box = (await slider.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    for (const step of [0.3, 0.7, 1]) await page.mouse.move(box.x + box.width / 2 + dx * step, y, { steps: 4 });
    await page.mouse.up();
  };
  const failures = async () => (await db(page)).failures[OWNER.account];

  for (let i = 0; i < 3; i++) {
    await fillSignIn(page, OWNER.account, `wrong-${i}-pass`);
    await expect.poll(failures).toBe(i + 1);
    await expect(page.locator('form [role=alert]')).toHaveText('账号或者密码不正确');
  }
  // Past two the console asks for the puzzle before it sends (the backend insists past three): the fourth
  // wrong password goes with a solved puzzle, and is counted.
  await fillSignIn(page, OWNER.account, 'wrong-3-pass');
  await expect(dialog.getByRole('img', { name: '拼图背景' })).toBeVisible();
  await drag();
  await expect.poll(failures).toBe(4);
  await expect(page.locator('form [role=alert]')).toHaveText('账号或者密码不正确');

  // The right password: the backend now wants the ticket. A miss brings another puzzle; the piece in place signs in.
  await fillSignIn(page, OWNER.account, OWNER.pwd);
  await drag(-30);
  await expect(dialog.getByText('验证失败，请重试')).toBeVisible();
  await drag();
  await expect(page.getByTestId('real-name')).toHaveText(OWNER.name);
  await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('主页');
  expect(await failures()).toBe(0);
});

test('a brand past the first hundred, found by its name on the server, chosen, saved and named again', async ({ page }) => {
  await openSignedIn(page, '/product/list');
  const store = await db(page);
  const skirt = store.products.find((p) => p.name === '高腰A字半身裙')!;
  const brands = store.brands.filter((b) => b.isShow && b.categoryIds.includes(skirt.categoryId)).toSorted((a, b) => b.sort - a.sort || a.id - b.id);
  expect(brands.length).toBeGreaterThan(100);
  const far = brands.at(-1)!;
  await page.goto(`/product/list/creatProduct/${skirt.id}/2`);
  const brand = page.getByRole('combobox', { name: '品牌' });
  await expect(brand).toHaveText(store.brands.find((b) => b.id === skirt.brandId)!.name);
  await brand.click();
  const searched = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/plat/product/brand/list') && new URL(r.url()).searchParams.get('brandName') === far.name);
  await page.getByRole('searchbox', { name: '筛选选项' }).fill(far.name);
  await searched;
  await page.getByRole('listbox', { name: '品牌' }).getByRole('option', { name: far.name }).click();
  await expect(brand).toHaveText(far.name);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  // The list the save goes to (the form's own address is under /product/list too: leaving before the
  // save is answered would cancel it).
  await expect(page).toHaveURL(/\/product\/list\?type=\d+$/);
  await page.goto(`/product/list/creatProduct/${skirt.id}/2`);
  await expect(page.getByRole('combobox', { name: '品牌' })).toHaveText(far.name);
  expect((await db(page)).products.find((p) => p.id === skirt.id)!.brandId).toBe(far.id);
});

test('订单导出: the workbook the backend streams, downloaded with the session and opened', async ({ page }) => {
  await openSignedIn(page, '/order/list');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^订单导出_\d{23}\.xlsx\.xlsx$/);
  const parts = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
  const texts = [...sheet.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => m[1]);
  expect(texts.slice(0, 2)).toEqual(['订单导出', expect.stringMatching(/^生成时间:/)]);
  expect(texts.slice(2, 14)).toEqual(['订单类型', '订单号', '商户名称', '用户昵称', '实际支付金额', '支付状态', '支付方式', '支付渠道', '订单状态', '退款状态', '创建时间', '商品信息']);
  const orders = (await db(page)).orders;
  expect(texts).toContain(orders[0]!.orderNo);
});

test('a product: added, edited and deleted', async ({ page }) => {
  // Three saves of the whole product form: as long as product-form.spec.ts's long flow.
  test.setTimeout(90_000);
  await openSignedIn(page, '/product/list/creatProduct/0/2?productType=0');
  await fillBasics(page, '线上测试杯');
  await page.getByRole('tab', { name: '规格库存' }).click();
  await pickPictures(page, '默认 图片', ['龙井茶-3.png']);
  await page.getByLabel('默认 售价').fill('25.5');
  await page.getByLabel('默认 库存').fill('7');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/list\?type=8/);
  await expect(page.getByRole('table', { name: '商品列表' }).getByRole('row').filter({ hasText: '线上测试杯' })).toBeVisible();
  const added = (await db(page)).products.find((p) => p.name === '线上测试杯');
  expect(added).toMatchObject({ price: '25.50', stock: 7 });

  await page.goto(`/product/list/creatProduct/${added!.id}/2`);
  await expect(page.getByLabel('商品名称')).toHaveValue('线上测试杯');
  await page.getByLabel('商品名称').fill('线上测试杯（大）');
  await page.getByRole('tab', { name: '规格库存' }).click();
  await expect(page.getByLabel('默认 售价')).toHaveValue('25.50');
  await page.getByLabel('默认 售价').fill('28');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/list\?type=8/);
  await page.goto(`/product/list/creatProduct/${added!.id}/2`);
  await expect(page.getByLabel('商品名称')).toHaveValue('线上测试杯（大）');

  await page.goto('/product/list?type=8');
  const row = page.getByRole('table', { name: '商品列表' }).getByRole('row').filter({ hasText: '线上测试杯（大）' });
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '加入回收站' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('tablist', { name: '商品状态' }).getByRole('tab', { name: /^回收站/ }).click();
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await db(page)).products.some((p) => p.id === added!.id)).toBe(false);
});

test('an order shipped, its 物流 read back', async ({ page }) => {
  await openSignedIn(page, '/order/list?status=notShipped');
  const order = (await db(page)).orders.find((o) => o.status === 1 && o.refundStatus === 0 && !o.userRefundSign && o.groupBuyRecordStatus === 99 && o.shippingType === 1);
  await page.getByLabel('订单编号').fill(order!.orderNo);
  // The filter applies when the box is left, and the rows move: clicking 发货 in the unfiltered list
  // could leave the box (mousedown) and release over another row once the filtered list came (mouseup).
  await page.getByLabel('订单编号').press('Enter');
  await expect(page).toHaveURL(new RegExp(`orderNo=${order!.orderNo}`));
  const orders = page.getByRole('table', { name: '订单列表' });
  await expect(orders.locator('tbody tr')).toHaveCount(1);
  const row = orders.getByRole('row').filter({ hasText: order!.orderNo });
  await row.getByRole('button', { name: '发货' }).click();
  const dialog = page.getByRole('dialog', { name: '订单发送货' });
  await dialog.getByLabel('快递单号').fill('SF2026112801');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('发货成功')).toBeVisible();
  await page.getByRole('tablist', { name: '订单状态' }).getByRole('tab', { name: /^待收货/ }).click();
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: /订单详情/ });
  await drawer.getByRole('tab', { name: '发货记录' }).click();
  await expect(drawer.getByText('SF2026112801')).toBeVisible();
  await drawer.getByRole('button', { name: '查看物流' }).click();
  const tracking = page.getByRole('dialog', { name: '物流查询' });
  await expect(tracking.getByRole('list', { name: '物流轨迹' })).toBeVisible();
  // LogisticsResultVo writes the status as deliverystatus (@JsonProperty).
  await expect(tracking).toContainText('物流状态：');
});

for (const [appoint, kind] of [
  [0, '全国包邮'],
  [1, '部分包邮'],
  [2, '自定义'],
] as const) {
  test(`a shipping template of appoint ${appoint} (${kind}) opens as saved and saves`, async ({ page }) => {
    await openSignedIn(page, '/operation/freightSet');
    const template = (await db(page)).shippingTemplates.find((t) => t.appoint === appoint);
    const list = page.getByRole('table', { name: '运费模板列表' });
    await list.getByRole('button', { name: `修改 ${template!.name}` }).click();
    const edit = page.getByRole('dialog', { name: '编辑运费模板' });
    await expect(edit.getByLabel('模板名称')).toHaveValue(template!.name);
    await expect(edit.getByRole('radio', { name: kind })).toBeChecked();
    const before = appoint === 0 ? '' : await edit.getByRole('table', { name: '运费' }).textContent();
    await edit.getByLabel('模板名称').fill(`${template!.name}改`);
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('编辑成功')).toBeVisible();
    await list.getByRole('button', { name: `修改 ${template!.name}改` }).click();
    const again = page.getByRole('dialog', { name: '编辑运费模板' });
    await expect(again.getByLabel('模板名称')).toHaveValue(`${template!.name}改`);
    if (appoint !== 0) await expect(again.getByRole('table', { name: '运费' })).toHaveText(before ?? '');
  });
}

test('seckill prices edited: the SKU prices change', async ({ page }) => {
  await openSignedIn(page, '/marketing/seckill/list');
  const entry = (await db(page)).seckillProducts.find((s) => s.auditStatus === 2 && s.attrValue.length > 0);
  const name = (await db(page)).products.find((p) => p.id === entry!.productId)!.name;
  const row = page.getByRole('table', { name: '秒杀商品列表' }).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `编辑 ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: '编辑秒杀商品' });
  const sku = entry!.attrValue[0]!;
  await drawer.getByLabel(`${sku.sku} 活动价`).fill('1.23');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect.poll(async () => (await db(page)).seckillProducts.find((s) => s.id === entry!.id)?.attrValue[0]?.activityPrice).toBe('1.23');
});

test('a group-buy record opens with its members', async ({ page }) => {
  await openSignedIn(page, '/marketing/group/list');
  const record = (await db(page)).groupRecords.find((r) => r.members.length > 1);
  await page.getByRole('button', { name: `详情 ${record!.id}` }).click();
  const drawer = page.getByRole('dialog', { name: '拼团详情' });
  await expect(drawer.getByRole('table', { name: '参团成员' }).getByRole('row')).toHaveCount(record!.members.length + 1);
});

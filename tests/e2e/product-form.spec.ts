import { choose, expect, fillBasics, noReviewDelay, openSignedIn, pickPictures, seriousViolations, setFault, test, type Page } from './fixtures';

/** Changes the demo backend's product settings (review switch, review delay) for one test. */
async function productSettings(page: Page, settings: Record<string, number | boolean>) {
  await page.waitForFunction(() => Boolean(window.__merchantDemo));
  await page.evaluate(async (s) => {
    await window.__merchantDemo!.update((db) => Object.assign(db.productSettings, s));
  }, settings);
}

test('create a multi-spec product with 36 SKUs, pictures and rich text; it passes review, goes on sale, is edited, copied, recycled, restored and deleted', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/product/list/creatProduct/0/2?productType=0', { change: noReviewDelay });
  await fillBasics(page, '测试多规格T恤');

  await page.getByRole('tab', { name: '规格库存' }).click();
  await page.getByLabel('多规格').check();
  await choose(page, '选择规格', '服装颜色尺码');
  await page.getByRole('button', { name: '确认', exact: true }).click();
  // A third spec typed in: 3 colours × 4 sizes × 3 fabrics.
  await page.getByPlaceholder('请输入规格', { exact: true }).fill('面料');
  await page.getByPlaceholder('请输入规格值').fill('纯棉');
  await page.getByRole('button', { name: '确定添加规格' }).click();
  await page.getByRole('button', { name: '添加 面料 的规格值' }).click();
  for (const fabric of ['涤纶', '纯棉', '麻']) {
    await page.getByLabel('面料 的新规格值').fill(fabric);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByText('共 36 个规格')).toBeVisible();

  await page.getByLabel('批量设置 售价').fill('59.9');
  await page.getByLabel('批量设置 库存').fill('100');
  await pickPictures(page, '批量设置 图片', ['龙井茶-3.png']);
  await page.getByRole('button', { name: '应用' }).click();
  await page.getByLabel('白色,S,纯棉 售价').fill('49.9');

  await page.getByRole('tab', { name: '商品详情' }).click();
  const editor = page.getByRole('textbox', { name: '商品详情' });
  await editor.click();
  await page.keyboard.type('透气面料，');
  await page.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('三色可选');

  await page.getByRole('button', { name: '保存并提审' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('审核通过之后是否自动上架？');
  await ask.getByRole('button', { name: '是' }).click();
  await expect(page).toHaveURL(/\/product\/list\?type=6/);

  const saved = await page.evaluate(() => window.__merchantDemo!.db().products.find((p) => p.name === '测试多规格T恤'));
  expect(saved?.attrValue).toHaveLength(36);
  expect(saved?.attr.map((a) => a.attrName)).toEqual(['颜色', '尺码', '面料']);
  expect(saved?.price).toBe('49.90');
  expect(saved?.stock).toBe(3600);
  expect(saved?.content).toBe('<p>透气面料，<strong>三色可选</strong></p>');
  expect(JSON.parse(saved?.sliderImage ?? '[]')).toHaveLength(2);

  // The demo platform decides the review on the next read: approved and, as asked, on sale.
  await page.goto('/product/list?type=1');
  const table = page.getByRole('table', { name: '商品列表' });
  const tabs = page.getByRole('tablist', { name: '商品状态' });
  await page.getByLabel('商品搜索').fill('测试多规格T恤');
  await page.getByLabel('商品搜索').press('Enter');
  const row = table.getByRole('row').filter({ hasText: '测试多规格T恤' });
  await expect(row).toContainText('[多规格]测试多规格T恤');
  await expect(row).toContainText('3600');

  // Off the shelf, then a price edited without a new review (免审编辑), then on the shelf again.
  await row.getByRole('switch').click();
  await expect(page.getByText('下架成功')).toBeVisible();
  await tabs.getByRole('tab', { name: /^仓库中/ }).click();
  await row.getByRole('button', { name: '免审编辑' }).click();
  const drawer = page.getByRole('dialog', { name: '免审编辑' });
  await drawer.getByLabel('白色,S,纯棉 售价').fill('39.9');
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(drawer).toBeHidden();
  await expect(row).toContainText('39.90');
  await row.getByRole('switch').click();
  await expect(page.getByText('上架成功')).toBeVisible();
  await expect(row).toHaveCount(0);

  // 复制 (the form's copy address; the list has no 复制, as in the reference): the form opens filled in;
  // saved, it is a second product with its own SKUs.
  const original = await page.evaluate(() => window.__merchantDemo!.db().products.find((p) => p.name === '测试多规格T恤')?.id);
  await page.goto(`/product/list/creatProduct/${original}/2/1`);
  await expect(page.getByRole('heading', { name: '复制商品' })).toBeVisible();
  await expect(page.getByLabel('商品名称')).toHaveValue('测试多规格T恤');
  await page.getByLabel('商品名称').fill('测试多规格T恤（复制）');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/list\?type=8/);
  const copies = await page.evaluate(() => window.__merchantDemo!.db().products.filter((p) => p.name.startsWith('测试多规格T恤')).map((p) => [p.id, p.attrValue.length, p.attrValue[0].id]));
  expect(copies).toHaveLength(2);
  expect(copies[1][1]).toBe(36);
  expect(copies[1][2]).not.toBe(copies[0][2]);

  // Recycled and restored, recycled again and deleted for good.
  // Only a product off sale goes to the recycle bin from 更多.
  await page.goto('/product/list?type=1&keywords=测试多规格T恤');
  await expect(row).toHaveCount(1);
  await row.getByRole('switch').click();
  await expect(page.getByText('下架成功')).toBeVisible();
  await tabs.getByRole('tab', { name: /^仓库中/ }).click();
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '加入回收站' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(row).toHaveCount(0);
  await tabs.getByRole('tab', { name: /^回收站/ }).click();
  await row.getByRole('button', { name: '恢复商品' }).click();
  await page.getByRole('alertdialog').filter({ hasText: '确定恢复商品吗？' }).getByRole('button', { name: '确定' }).click();
  await expect(row).toHaveCount(0);
  await tabs.getByRole('tab', { name: /^仓库中/ }).click();
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '加入回收站' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await tabs.getByRole('tab', { name: /^回收站/ }).click();
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.__merchantDemo!.db().products.filter((p) => p.name.startsWith('测试多规格T恤')).length)).toBe(1);
});

test('wrong input is shown where it is, and a failed save keeps the whole form', async ({ page }) => {
  await openSignedIn(page, '/product/list/creatProduct/0/2?productType=0');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('请输入商品名称')).toBeVisible();
  await expect(page.getByText('请上传商品封面图')).toBeVisible();

  await fillBasics(page, '保存失败的商品');
  await page.getByRole('tab', { name: '规格库存' }).click();
  await pickPictures(page, '默认 图片', ['龙井茶-3.png']);
  await page.getByLabel('默认 售价').fill('0');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '价格设置范围 0.01~999999.99' })).toBeVisible();
  await expect(page.getByLabel('默认 售价')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('默认 售价').fill('88.8');
  await page.getByLabel('默认 库存').fill('5');

  await setFault(page, '/admin/merchant/product/save', '500');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '系统繁忙，请稍后重试' })).toBeVisible();
  await expect(page).toHaveURL(/creatProduct/);
  await expect(page.getByLabel('默认 售价')).toHaveValue('88.8');
  await page.getByRole('tab', { name: '商品信息' }).click();
  await expect(page.getByLabel('商品名称')).toHaveValue('保存失败的商品');
  await expect(page.getByLabel('商品简介')).toHaveValue('夏季新款，透气舒适');

  await setFault(page, '/admin/merchant/product/save', null);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/list\?type=8/);
});

test('a new product typed in and left behind is offered back as a draft', async ({ page }) => {
  await openSignedIn(page, '/product/list/creatProduct/0/2?productType=0');
  await page.getByLabel('商品名称').fill('没保存的商品');
  await page.getByLabel('商品简介').fill('关掉页面也不丢');
  await page.getByRole('tab', { name: '规格库存' }).click();
  await page.getByLabel('默认 售价').fill('66.6');
  // The draft is written a moment after typing stops; the reload then asks the browser's leave question.
  await page.waitForTimeout(1200);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const offer = page.getByRole('status').filter({ hasText: '有未保存的草稿' });
  await expect(offer).toBeVisible();
  await expect(page.getByLabel('商品名称')).toHaveValue('');
  await offer.getByRole('button', { name: '恢复草稿' }).click();
  await expect(page.getByLabel('商品名称')).toHaveValue('没保存的商品');
  await expect(page.getByLabel('商品简介')).toHaveValue('关掉页面也不丢');
  await page.getByRole('tab', { name: '规格库存' }).click();
  await expect(page.getByLabel('默认 售价')).toHaveValue('66.6');
});

test('a card-secret product takes a different library for each SKU and links a form buyers fill in', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, '/product/list/creatProduct/0/2?productType=6');
  await fillBasics(page, '游戏点卡套装', { category: '话费充值', brand: '其他', unit: '张', freight: null, summary: '游戏点卡，自动发卡' });

  await page.getByRole('tab', { name: '规格库存' }).click();
  await page.getByLabel('多规格').check();
  await page.getByPlaceholder('请输入规格', { exact: true }).fill('面值');
  await page.getByPlaceholder('请输入规格值').fill('50元');
  await page.getByRole('button', { name: '确定添加规格' }).click();
  await page.getByRole('button', { name: '添加 面值 的规格值' }).click();
  await page.getByLabel('面值 的新规格值').fill('100元');
  await page.keyboard.press('Enter');
  await expect(page.getByText('共 2 个规格')).toBeVisible();
  await page.getByLabel('批量设置 售价').fill('48');
  await pickPictures(page, '批量设置 图片', ['会员日-2.png']);
  await page.getByRole('button', { name: '应用' }).click();
  // Libraries bound to the seeded card products are not offered.
  const first = page.getByRole('combobox', { name: '50元 卡密设置' });
  await expect(first).toHaveText('请选择卡密库');
  await first.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['外卖红包兑换码（库存0）', '音乐会员年卡（库存18）', '游戏点卡50元（库存45）']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  // The stock is the library's unused card secrets: shown, not typed, and not in 批量设置.
  await expect(page.getByLabel('50元 库存')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('批量设置 库存')).toHaveCount(0);
  await choose(page, '50元 卡密设置', '游戏点卡50元（库存45）');
  await expect(page.getByLabel('50元 库存')).toHaveValue('45');
  await choose(page, '100元 卡密设置', '游戏点卡50元（库存45）');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '第2个规格：每个规格需选择不同的卡密库' })).toBeVisible();
  await choose(page, '100元 卡密设置', '音乐会员年卡（库存18）');

  await page.getByRole('tab', { name: '其他设置' }).click();
  await choose(page, '关联表单', '定制刻字需求');
  const preview = page.getByRole('form', { name: '定制刻字需求 预览' });
  await expect(preview.getByLabel(/刻字内容/)).toBeVisible();
  await expect(preview.getByRole('radio', { name: '楷体' })).toBeChecked();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/list\?type=8/);

  const saved = await page.evaluate(() => window.__merchantDemo!.db().products.find((p) => p.name === '游戏点卡套装'));
  expect(saved?.attrValue.map((v) => [v.cdkeyId, v.stock])).toEqual([
    [3, 45],
    [4, 18],
  ]);
  expect(saved?.systemFormId).toBe(2);

  // Reopened, each SKU shows its library by name, and the form is still linked.
  await page.goto(`/product/list/creatProduct/${saved!.id}/1`);
  await page.getByRole('tab', { name: '规格库存' }).click();
  await expect(page.getByRole('combobox', { name: '50元 卡密设置' })).toHaveText('游戏点卡50元（库存45）');
  await expect(page.getByRole('combobox', { name: '100元 卡密设置' })).toHaveText('音乐会员年卡（库存18）');
  await expect(page.getByLabel('100元 库存')).toHaveValue('18');
  await page.getByRole('tab', { name: '其他设置' }).click();
  await expect(page.getByRole('combobox', { name: '关联表单' })).toHaveText('定制刻字需求');
});

test('保存 asks whether to put the product on sale and sends the answer; 保存并提审 only when the platform reviews products', async ({ page }) => {
  // A product the platform never reviewed (免审): edited without review it stays so, and goes on sale at once.
  await openSignedIn(page, '/product/list?type=2&keywords=高腰A字半身裙', {
    change: (db) => {
      Object.assign(db.productSettings, { productSwitch: false });
      for (const p of db.products) if (p.name === '高腰A字半身裙') p.auditStatus = 0;
    },
  });
  const row = page.getByRole('table', { name: '商品列表' }).getByRole('row').filter({ hasText: '高腰A字半身裙' });
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  await expect(page.getByLabel('商品名称')).toHaveValue('高腰A字半身裙');
  await expect(page.getByRole('button', { name: '保存', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '保存并提审' })).toHaveCount(0);
  const saving = page.waitForRequest((r) => r.url().endsWith('/admin/merchant/product/update'));
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('操作之后是否自动上架？');
  await page.screenshot({ path: test.info().outputPath('auto-up-question.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: '是' }).click();
  expect((await saving).postDataJSON()).toMatchObject({ isAutoUp: true, isAutoSubmitAudit: false });
  // On sale: the list opens at 出售中 (its default tab).
  await expect(page).toHaveURL(/\/product\/list(\?type=1)?$/);
  await expect(page.getByRole('tablist', { name: '商品状态' }).getByRole('tab', { name: /^出售中/ })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => page.evaluate(() => window.__merchantDemo!.db().products.find((p) => p.name === '高腰A字半身裙')?.isShow)).toBe(true);

  // The platform reviews products again: the store being closed has no say in it.
  await productSettings(page, { productSwitch: true });
  await page.evaluate(async () => {
    await window.__merchantDemo!.update((db) => Object.assign(db.baseInfo, { isSwitch: false }));
  });
  await page.goto('/product/list/creatProduct/0/2?productType=0');
  await expect(page.getByRole('button', { name: '保存并提审' })).toBeVisible();
});

test('保存 asks nothing while the store is closed: the product is saved off sale and the list opens at 仓库中', async ({ page }) => {
  await openSignedIn(page, '/product/list?type=2&keywords=高腰A字半身裙', {
    change: (db) => {
      Object.assign(db.productSettings, { productSwitch: false });
      Object.assign(db.baseInfo, { isSwitch: false });
      for (const p of db.products) if (p.name === '高腰A字半身裙') p.auditStatus = 0;
    },
  });
  const row = page.getByRole('table', { name: '商品列表' }).getByRole('row').filter({ hasText: '高腰A字半身裙' });
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  await expect(page.getByLabel('商品名称')).toHaveValue('高腰A字半身裙');
  const saving = page.waitForRequest((r) => r.url().endsWith('/admin/merchant/product/update'));
  await page.getByRole('button', { name: '保存', exact: true }).click();
  expect((await saving).postDataJSON()).toMatchObject({ isAutoUp: false, isAutoSubmitAudit: false });
  await expect(page).toHaveURL(/\/product\/list\?type=2$/);
  await expect(page.getByRole('tablist', { name: '商品状态' }).getByRole('tab', { name: /^仓库中/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await page.evaluate(() => window.__merchantDemo!.db().products.find((p) => p.name === '高腰A字半身裙')?.isShow)).toBe(false);
});

test('adds a category and a spec template from the form, reorders spec values by drag and by keyboard, uploads a main video', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, '/product/list/creatProduct/0/2?productType=0');

  // 添加分类 beside 商户商品分类: the new category is offered and chosen.
  await page.getByRole('button', { name: '添加分类' }).click();
  const categoryDialog = page.getByRole('dialog', { name: '添加分类' });
  await expect(categoryDialog.getByLabel('分类名称')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await categoryDialog.getByLabel('分类名称').fill('秋季上新');
  await categoryDialog.getByRole('button', { name: '确定' }).click();
  await expect(categoryDialog).toBeHidden();
  await expect(page.locator('#product-cate')).toContainText('秋季上新');

  // 主图视频: too large is refused before uploading; a small mp4 is uploaded and previewed.
  const chooser = page.getByLabel('选择主图视频文件');
  await chooser.setInputFiles({ name: 'big.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(20 * 1024 * 1024) });
  await expect(page.getByRole('alert').filter({ hasText: '视频大小不能超过20MB' })).toBeVisible();
  // An mp4 by its first bytes (a box size, then ftyp); the console and the backend check them.
  await chooser.setInputFiles({ name: 'show.mp4', mimeType: 'video/mp4', buffer: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42isom')]) });
  await expect(page.getByLabel('主图视频预览')).toHaveAttribute('src', /\.mp4$/);
  await expect(page.getByRole('alert').filter({ hasText: '视频大小不能超过20MB' })).toHaveCount(0);

  // 添加规格 in 规格库存: the new template is chosen, then applied.
  await page.getByRole('tab', { name: '规格库存' }).click();
  await page.getByLabel('多规格').check();
  await page.getByRole('button', { name: '添加规格', exact: true }).click();
  const ruleDialog = page.getByRole('dialog', { name: '添加商品规格' });
  await ruleDialog.getByLabel('规格名称').fill('杯型');
  await ruleDialog.getByPlaceholder('请输入规格', { exact: true }).fill('杯型');
  await ruleDialog.getByPlaceholder('请输入规格值').fill('小杯');
  await ruleDialog.getByRole('button', { name: '确定添加规格' }).click();
  await ruleDialog.getByRole('button', { name: '添加 杯型 的规格值' }).click();
  for (const value of ['中杯', '大杯']) {
    await ruleDialog.getByLabel('杯型 的新规格值').fill(value);
    await ruleDialog.getByLabel('杯型 的新规格值').press('Enter');
  }
  expect(await seriousViolations(page)).toEqual([]);
  await ruleDialog.getByRole('button', { name: '确定', exact: true }).click();
  await expect(ruleDialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: '选择规格' })).toHaveText('杯型');
  await page.getByRole('button', { name: '确认', exact: true }).click();
  const values = page.getByRole('list', { name: '杯型 的规格值' }).getByRole('button', { name: /^杯型 / });
  await expect(values).toHaveText(['小杯', '中杯', '大杯']);
  await page.getByLabel('小杯 售价').fill('9.9');

  // By keyboard: Space picks 小杯 up, → moves it, Space puts it down. The rows follow, prices kept.
  // Each step is announced; the next key waits for it (the keys are listened to once a value is picked up).
  const announced = page.locator('[aria-live="assertive"]');
  await values.first().focus();
  await page.keyboard.press('Space');
  await expect(announced).toContainText('小杯 移到第1个');
  // dnd-kit starts listening for the keys a moment after the pick-up (a timer): a key pressed before
  // that moves nothing, so → is pressed again until the move is announced (never once it has been).
  await expect(async () => {
    if (!(await announced.textContent())?.includes('小杯 移到第2个')) await page.keyboard.press('ArrowRight');
    await expect(announced).toContainText('小杯 移到第2个', { timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(values).toHaveText(['中杯', '小杯', '大杯']);
  // By mouse: 大杯 dragged onto 中杯, at the front.
  const target = await values.first().boundingBox();
  await values.last().hover();
  await page.mouse.down();
  if (target) {
    await page.mouse.move(target.x + 2, target.y + target.height / 2, { steps: 8 });
    await page.mouse.move(target.x + 1, target.y + target.height / 2, { steps: 2 });
  }
  await expect(announced).toContainText('大杯 移到第1个');
  await page.mouse.up();
  await expect(values).toHaveText(['大杯', '中杯', '小杯']);
  const prices = page.getByRole('table', { name: '商品规格' }).getByLabel(/杯 售价$/);
  await expect(prices).toHaveCount(3);
  expect(await prices.evaluateAll((inputs) => inputs.map((i) => i.getAttribute('aria-label')))).toEqual(['大杯 售价', '中杯 售价', '小杯 售价']);
  await expect(page.getByLabel('小杯 售价')).toHaveValue('9.9');
  expect(await seriousViolations(page)).toEqual([]);
});

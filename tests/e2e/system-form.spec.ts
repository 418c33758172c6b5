import type { Locator } from '@playwright/test';
import { choose, expect, LONG_FLOW_MS, openSignedIn, seriousViolations, test, type Page } from './fixtures';

const forms = (page: Page) => page.getByRole('table', { name: '系统表单列表' });
const formRow = (page: Page, name: string) => forms(page).locator('tbody tr').filter({ hasText: name });
const canvasLabels = (designer: Page) => designer.getByRole('list', { name: '表单组件' }).locator('[data-field-label]');
const props = (designer: Page) => designer.getByRole('complementary', { name: '属性' });

/** Drags with the mouse from one element onto another (dnd-kit starts a drag after a few pixels). */
async function drag(page: Page, from: Locator, onto: Locator) {
  const a = await from.boundingBox();
  const b = await onto.boundingBox();
  if (!a || !b) throw new Error('not laid out');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
  // dnd-kit swallows every click for 50 ms after a drop (so the drop is not also a click); the next click
  // of a person comes later, and the test's must too: 删除多行文本 right after its drop did nothing, once.
  await page.waitForTimeout(60);
}

test('系统表单: design a form in the designer window, reorder by drag and keyboard, preview and save it; the list follows', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  await openSignedIn(page, '/maintain/systemForm');
  await expect(page).toHaveTitle(/^系统表单/);
  await expect(formRow(page, '预约信息登记')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: '添加表单' }).click();
  const designer = await opening;
  await expect(designer.getByRole('heading', { name: '添加表单' })).toBeVisible();
  await expect(designer).toHaveURL(/\/page\/maintain\/creatSystemFrom\/0\/add$/);
  await expect(designer.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);

  await designer.getByRole('button', { name: '保存' }).click();
  await expect(designer.getByText('请输入表单名称')).toBeVisible();
  await designer.getByLabel('表单名称').fill('到店登记');

  for (const kind of ['单行文本', '单选', '日期']) await designer.getByRole('button', { name: `添加${kind}` }).click();
  await designer.getByRole('button', { name: /^单行文本/ }).click();
  await props(designer).getByLabel('标题').fill('姓名');
  await props(designer).getByRole('button', { name: '添加规则' }).click();
  await props(designer).getByLabel('规则1表达式').fill('/^[\\u4e00-\\u9fa5]{2,}$/');
  await props(designer).getByLabel('规则1错误提示').fill('请输入中文姓名');
  await designer.getByRole('button', { name: /^单选/ }).click();
  await props(designer).getByLabel('标题').fill('来源');
  await props(designer).getByLabel('选项1名称').fill('朋友推荐');
  await props(designer).getByLabel('选项2名称').fill('网上看到');
  expect(await seriousViolations(designer)).toEqual([]);
  await expect(canvasLabels(designer)).toHaveText(['姓名', '来源', '日期']);

  // Reordered with the mouse, then with the keyboard (space, arrows, space).
  await drag(designer, designer.getByRole('button', { name: '拖动日期' }), designer.getByRole('button', { name: '拖动姓名' }));
  await expect(canvasLabels(designer)).toHaveText(['日期', '姓名', '来源']);
  // Each step is announced; the next key waits for it (the keys are listened to once a field is picked up).
  const announced = (text: string) => expect(designer.locator('[aria-live="assertive"]', { hasText: text })).toHaveCount(1);
  await announced('已将日期放在第1位');
  await designer.getByRole('button', { name: '拖动日期' }).focus();
  await designer.keyboard.press('Space');
  // Picked up: announced, then at once over its own place.
  await announced('日期移到了第1位');
  await designer.keyboard.press('ArrowDown');
  await announced('日期移到了第2位');
  await designer.keyboard.press('ArrowDown');
  await announced('日期移到了第3位');
  await designer.keyboard.press('Space');
  await expect(canvasLabels(designer)).toHaveText(['姓名', '来源', '日期']);

  // Components dragged in from the palette: onto a field's place, and below the last.
  await drag(designer, designer.getByRole('button', { name: '添加时间' }), designer.getByRole('button', { name: '拖动来源' }));
  await expect(canvasLabels(designer)).toHaveText(['姓名', '时间', '来源', '日期']);
  await drag(designer, designer.getByRole('button', { name: '添加多行文本' }), designer.getByText('拖到这里，放在最后'));
  await expect(canvasLabels(designer)).toHaveText(['姓名', '时间', '来源', '日期', '多行文本']);
  await expect(props(designer).getByLabel('标题')).toHaveValue('多行文本');
  await designer.getByRole('button', { name: '删除多行文本' }).click();
  await designer.getByRole('button', { name: '删除时间' }).click();
  await expect(canvasLabels(designer)).toHaveText(['姓名', '来源', '日期']);

  // The preview checks what is entered.
  await designer.getByRole('button', { name: '预览' }).click();
  const preview = designer.getByRole('dialog', { name: '预览：到店登记' });
  await preview.getByRole('button', { name: '提交' }).click();
  await expect(preview.getByText('请输入姓名')).toBeVisible();
  await preview.getByLabel(/姓名/).fill('Tom');
  await preview.getByRole('button', { name: '提交' }).click();
  await expect(preview.getByText('请输入中文姓名')).toBeVisible();
  expect(await seriousViolations(designer)).toEqual([]);
  await preview.getByLabel(/姓名/).fill('张三');
  await preview.getByRole('radio', { name: '朋友推荐' }).check();
  await preview.getByLabel(/日期/).fill('2026-12-01');
  await preview.getByRole('button', { name: '提交' }).click();
  await expect(preview.getByText('校验通过，提交的数据：')).toBeVisible();
  await designer.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  // Saved: the designer edits the new form from now on, and the list that opened it shows it.
  await designer.getByRole('button', { name: '保存' }).click();
  await expect(designer.getByText('保存成功')).toBeVisible();
  await expect(designer).toHaveURL(/\/page\/maintain\/creatSystemFrom\/3\/edit$/);
  await expect(designer.getByRole('heading', { name: '编辑表单' })).toBeVisible();
  await expect(formRow(page, '到店登记')).toBeVisible();
  const closing = designer.waitForEvent('close');
  await designer.getByRole('button', { name: '关闭', exact: true }).click();
  await closing;
});

test('系统表单: edit a form, asked before leaving unsaved; delete one', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  await openSignedIn(page, '/maintain/systemForm');
  const opening = page.waitForEvent('popup');
  await formRow(page, '定制刻字需求').getByRole('button', { name: '编辑' }).click();
  const designer = await opening;
  await expect(designer.getByLabel('表单名称')).toHaveValue('定制刻字需求');
  await expect(canvasLabels(designer)).toHaveText(['刻字内容', '字体', '备注']);

  await designer.getByRole('button', { name: '删除备注' }).click();
  await designer.getByRole('button', { name: '关闭', exact: true }).click();
  const question = designer.getByRole('alertdialog');
  await expect(question).toContainText('确认关闭？');
  expect(await seriousViolations(designer)).toEqual([]);
  await question.getByRole('button', { name: '取消' }).click();

  await designer.getByLabel('表单名称').fill('刻字需求');
  await designer.getByRole('button', { name: '保存' }).click();
  await expect(designer.getByText('保存成功')).toBeVisible();
  await expect(formRow(page, '刻字需求')).toBeVisible();
  await designer.close();

  await formRow(page, '刻字需求').getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(formRow(page, '刻字需求')).toHaveCount(0);
});

test('关联表单: 添加表单 in the product form opens the designer; the form saved there can be linked at once', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  await openSignedIn(page, '/maintain/systemForm');
  await page.waitForFunction(() => Boolean(window.__merchantDemo));
  const skirt = await page.evaluate(() => window.__merchantDemo!.db().products.find((p) => p.name === '高腰A字半身裙')?.id);
  await page.goto(`/product/list/creatProduct/${skirt}/2`);
  await page.getByRole('tab', { name: '其他设置' }).click();
  const linked = page.getByRole('combobox', { name: '关联表单' });
  await linked.click();
  await expect(page.getByRole('listbox', { name: '关联表单' }).getByRole('option', { name: '预约信息登记' })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: '添加表单' }).click();
  const designer = await opening;
  await designer.getByLabel('表单名称').fill('尺码咨询');
  await designer.getByRole('button', { name: '添加下拉选择' }).click();
  await props(designer).getByLabel('标题').fill('常穿尺码');
  await designer.getByRole('button', { name: '保存' }).click();
  await expect(designer.getByText('保存成功')).toBeVisible();
  await designer.close();

  await choose(page, '关联表单', '尺码咨询');
  const preview = page.getByRole('form', { name: '尺码咨询 预览' });
  await expect(preview.getByLabel(/常穿尺码/)).toBeVisible();
});

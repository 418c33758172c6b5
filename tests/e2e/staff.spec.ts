import { choose, expect, LONG_FLOW_MS, openSignedIn, seriousViolations, setFault, STAFF, test, type Page } from './fixtures';

const TABLE = '员工列表';

const table = (page: Page) => page.getByRole('table', { name: TABLE });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
/** The 员工姓名 column, top to bottom. */
const names = (page: Page) => table(page).getByRole('row').locator('td:nth-child(3)');

/** Searches the open 选择用户 dialog by uid, picks that user and confirms. */
async function pickUser(page: Page, uid: number) {
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await picker.getByLabel('用户搜索').fill(String(uid));
  await picker.getByLabel('用户搜索').press('Enter');
  await picker.getByRole('radio', { name: new RegExp(`UID ${uid}）$`) }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}

test('the owner filters the employees, adds one (a user linked twice is refused), edits, switches off and deletes', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  await openSignedIn(page, '/staff/index');
  await expect(names(page)).toHaveText(['吴超', '胡军', '吴浩然', '何梓萱', '张杰', '何娜']);
  await expect(row(page, '何娜').getByRole('cell').nth(5)).toHaveText('订单管理商品管理售后管理订单核销销量/用户统计');
  expect(await seriousViolations(page)).toEqual([]);

  // Filters, kept in the address.
  await choose(page, '员工状态', '关闭');
  await expect(names(page)).toHaveText(['吴浩然']);
  await expect(page).toHaveURL(/status=0/);
  await choose(page, '员工状态', '全部');
  await page.getByLabel('员工搜索').fill('何');
  await page.getByLabel('员工搜索').press('Enter');
  await expect(names(page)).toHaveText(['何梓萱', '何娜']);
  await expect(page).toHaveURL(/keywords=/);
  await page.getByRole('button', { name: '重置' }).click();
  await expect(names(page)).toHaveCount(6);

  // The linked user's details.
  await row(page, '何娜').getByRole('button', { name: /查看关联用户/ }).click();
  const drawer = page.getByRole('dialog', { name: '用户详情' });
  await expect(drawer.getByText('Leo', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // 添加员工: the rules at their fields, then a user already an employee, then a free one.
  await page.getByRole('button', { name: '添加员工' }).click();
  const add = page.getByRole('dialog', { name: '添加员工' });
  await add.getByRole('button', { name: '确定' }).click();
  for (const rule of ['请选择关联用户', '请输入姓名', '请输入手机号', '请选择管理权限']) await expect(add.getByText(rule)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await add.getByRole('button', { name: '选择用户' }).click();
  // The picker's rows, not its loading skeleton's (also rows): the check below is of the list as drawn.
  await expect(page.getByRole('dialog', { name: '选择用户' }).getByRole('table', { name: '用户列表' }).getByRole('radio').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await pickUser(page, 10002);
  await expect(add.getByLabel('姓名')).toHaveValue('张杰');
  await add.getByLabel('手机号').fill('1380013');
  await add.getByRole('checkbox', { name: '订单管理' }).check();
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('请输入正确的手机号')).toBeVisible();
  await add.getByLabel('手机号').fill('13800138000');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('当前用户已经是当前店铺的移动端管理员')).toBeVisible();
  await expect(add.getByLabel('手机号')).toHaveValue('13800138000');

  await add.getByRole('button', { name: '更换用户' }).click();
  await pickUser(page, 10007);
  await add.getByLabel('姓名').fill('E2E 店员');
  await add.getByRole('checkbox', { name: '订单核销' }).check();
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(names(page).first()).toHaveText('E2E 店员');
  await expect(row(page, 'E2E 店员').getByRole('cell').nth(5)).toHaveText('订单管理订单核销');

  // 编辑.
  await row(page, 'E2E 店员').getByRole('button', { name: '编辑 E2E 店员' }).click();
  const edit = page.getByRole('dialog', { name: '编辑员工' });
  await expect(edit.getByLabel('姓名')).toHaveValue('E2E 店员');
  await expect(edit.getByRole('checkbox', { name: '订单核销' })).toBeChecked();
  await edit.getByRole('checkbox', { name: '订单管理' }).uncheck();
  await edit.getByRole('checkbox', { name: '销量/用户统计' }).check();
  await edit.getByLabel('姓名').fill('E2E 店长');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await expect(row(page, 'E2E 店长').getByRole('cell').nth(5)).toHaveText('订单核销销量/用户统计');

  // 状态, switched in place.
  const toggle = row(page, 'E2E 店长').getByRole('switch', { name: 'E2E 店长 状态' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  // 删除, after the question.
  await row(page, 'E2E 店长').getByRole('button', { name: '删除 E2E 店长' }).click();
  const ask = page.getByRole('alertdialog', { name: '提示' });
  await expect(ask.getByText('该员工删除后，将无法使用移动端-商家管理')).toBeVisible();
  await ask.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(names(page)).toHaveCount(6);
  await expect(row(page, 'E2E 店长')).toHaveCount(0);
});

test('a clerk is refused every employee call made with their own token, and nothing changes', async ({ page }) => {
  await openSignedIn(page, '/staff/index', { as: STAFF });
  await expect(page).toHaveURL('/401');
  // The demo backend starts once the first screen is under way (it answers the console's own calls when
  // they come); this test's own fetch must not run before it does.
  await page.waitForFunction(() => Boolean(window.__merchantDemo));
  const employees = () => page.evaluate(() => JSON.stringify(window.__merchantDemo?.db().employees));
  const before = await employees();
  const answers = await page.evaluate(async () => {
    const token = decodeURIComponent(/(?:^|; )merJToken=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const ask = async (method: string, path: string, body?: object) => {
      const response = await fetch(`/api/admin/merchant/employee/${path}`, { method, headers: { 'Authori-zation': token, 'Content-Type': 'application/json' }, body: body && JSON.stringify(body) });
      return `${method} ${path}: ${JSON.stringify(await response.json())}`;
    };
    const someone = { uid: 10002, name: '越权', phone: '13800138000', role: '1,2,3,4,5,6', status: 1 };
    return [
      await ask('GET', 'list?page=1&limit=20'),
      await ask('GET', 'info?id=1'),
      await ask('POST', 'save', someone),
      await ask('POST', 'update', { ...someone, id: 1 }),
      await ask('GET', 'delete?id=1'),
    ];
  });
  const refused = JSON.stringify({ code: 403, message: '没有权限访问' });
  expect(answers).toEqual(['GET list?page=1&limit=20', 'GET info?id=1', 'POST save', 'POST update', 'GET delete?id=1'].map((call) => `${call}: ${refused}`));
  expect(await employees()).toBe(before);
});

test.describe('when the server fails', () => {
  test.use({ expectedConsole: /Failed to load resource|net::ERR_FAILED/ });

  test('the switch rolls back, and the list offers to try again', async ({ page }) => {
    await openSignedIn(page, '/staff/index');
    await expect(names(page)).toHaveCount(6);
    await setFault(page, '/admin/merchant/employee/update', '500');
    const toggle = row(page, '胡军').getByRole('switch', { name: '胡军 状态' });
    await toggle.click();
    await expect(page.getByText('系统繁忙，请稍后重试')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await setFault(page, '/admin/merchant/employee/list', '500');
    await page.reload();
    const retry = page.getByRole('button', { name: '重试' });
    await expect(retry).toBeVisible();
    await setFault(page, '/admin/merchant/employee/list', null);
    await retry.click();
    await expect(names(page)).toHaveCount(6);
  });
});

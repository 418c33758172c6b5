import { expect, LONG_FLOW_MS, openSignedIn, setFault, signIn, test } from './fixtures';

test('leaving a form with unsaved input asks 确认关闭？ and keeps the input when the answer is no', async ({ page }) => {
  await openSignedIn(page, '/maintain/user');
  await page.getByLabel('姓名').fill('还没保存的名字');
  await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '主页' }).click();
  const question = page.getByRole('alertdialog').filter({ hasText: '确认关闭？' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL('/maintain/user');
  await expect(page.getByLabel('姓名')).toHaveValue('还没保存的名字');

  await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '主页' }).click();
  await question.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('a saved form leaves without asking', async ({ page }) => {
  await openSignedIn(page, '/maintain/user');
  await page.getByLabel('姓名').fill('已保存的名字');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('real-name')).toHaveText('已保存的名字');
  await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '主页' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('a save fires one request however fast it is clicked', async ({ page }) => {
  await openSignedIn(page, '/maintain/user');
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().includes('/login/admin/update') && request.method() === 'POST') saves++;
  });
  await page.getByLabel('姓名').fill('连点测试');
  const save = page.getByRole('button', { name: '保存' });
  // Three clicks inside a few milliseconds: the button is busy after the first.
  await save.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
    button.click();
  });
  await expect(page.getByTestId('real-name')).toHaveText('连点测试');
  expect(saves).toBe(1);
});

test('the demo panel injects a fault and clears it', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '演示后台' }).click();
  const panel = page.getByRole('region', { name: '演示后台' });
  await panel.getByLabel('接口').fill('/admin/merchant/user/list');
  await panel.getByRole('group', { name: '故障' }).getByRole('radio', { name: '500 业务错误' }).check();
  await panel.getByRole('button', { name: '注入故障' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: '/admin/merchant/user/list' })).toContainText('500 业务错误');
  await page.goto('/user/index');
  await expect(page.getByRole('alert').filter({ hasText: '系统繁忙，请稍后重试' })).toBeVisible();
  await page.getByRole('button', { name: '演示后台' }).click();
  await panel.getByRole('button', { name: '清除全部故障' }).click();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('table', { name: '用户列表' }).getByRole('button', { name: '用户详情' }).first()).toBeVisible();
});

test('a double click on a dialog’s save, a confirmation or a prompt sends one request', async ({ page }) => {
  await openSignedIn(page, '/product/label');
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/product\/label\/(save|delete)/.test(path)) calls.push(path.replace(/\/\d+$/, '/{id}'));
  });
  await page.getByRole('button', { name: '添加标签' }).click();
  const add = page.getByRole('dialog', { name: '添加标签' });
  await add.getByLabel('标签名称').fill('连点标签');
  await add.getByRole('button', { name: '确定' }).dblclick();
  await expect(page.getByText('创建成功')).toBeVisible();
  const row = page.getByRole('table', { name: '商品标签列表' }).getByRole('row').filter({ hasText: '连点标签' });
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).dblclick();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(calls).toEqual(['/api/admin/merchant/product/label/save', '/api/admin/merchant/product/label/delete/{id}']);

  // A prompt's 确定 (the order remark).
  await page.goto('/order/list');
  let marks = 0;
  page.on('request', (request) => {
    if (request.url().includes('/order/mark')) marks++;
  });
  await page.getByRole('table', { name: '订单列表' }).getByRole('row').nth(1).getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '订单备注' }).click();
  const prompt = page.getByRole('dialog', { name: '订单备注' });
  await prompt.getByLabel('订单备注').fill('连点备注');
  await prompt.getByRole('button', { name: '确定' }).dblclick();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(prompt).toBeHidden();
  expect(marks).toBe(1);
});

test.describe('a failed save', () => {
  // The browser reports the call the network fault makes fail: expected here.
  test.use({ expectedConsole: /Failed to load resource|net::ERR_FAILED/ });

  test('keeps every typed value, whatever the failure', async ({ page }) => {
    test.setTimeout(LONG_FLOW_MS);
    // The e2e build gives up on a call after 4 s (VITE_API_TIMEOUT), so a time-out is seen quickly.
    await openSignedIn(page, '/product/label');
    await page.getByRole('button', { name: '添加标签' }).click();
    const add = page.getByRole('dialog', { name: '添加标签' });
    await add.getByLabel('标签名称').fill('<b>夏季</b> 新品');
    await add.getByLabel('排序').fill('33');
    const failures: Array<[string, RegExp]> = [
      ['500', /系统繁忙，请稍后重试/],
      ['network', /网络/],
      ['timeout', /超时/],
    ];
    for (const [kind, said] of failures) {
      await setFault(page, '/admin/merchant/product/label/save', kind);
      await add.getByRole('button', { name: '确定' }).click();
      await expect(page.getByRole('alert').filter({ hasText: said }).first()).toBeVisible({ timeout: 10_000 });
      await expect(add).toBeVisible();
      await expect(add.getByLabel('标签名称')).toHaveValue('<b>夏季</b> 新品');
      await expect(add.getByLabel('排序')).toHaveValue('33');
      await expect(add.getByRole('button', { name: '确定' })).toBeEnabled();
    }
    await setFault(page, '/admin/merchant/product/label/save', null);
    // Code 400 from the backend (a rule it keeps): said, and nothing typed is lost.
    await add.getByLabel('标签名称').fill('热卖');
    await add.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('标签名称已存在')).toBeVisible();
    await expect(add.getByLabel('标签名称')).toHaveValue('热卖');
    await expect(add.getByLabel('排序')).toHaveValue('33');
    // Once it works, the name is saved as typed and shown as text.
    await add.getByLabel('标签名称').fill('<b>夏季</b> 新品');
    await add.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('创建成功')).toBeVisible();
    await expect(page.getByRole('table', { name: '商品标签列表' }).getByRole('cell', { name: '<b>夏季</b> 新品', exact: true })).toBeVisible();
  });
});

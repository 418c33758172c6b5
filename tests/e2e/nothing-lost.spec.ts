import { expect, openSignedIn, signIn, test } from './fixtures';

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
  await panel.getByLabel('故障').selectOption('500');
  await panel.getByRole('button', { name: '注入故障' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: '/admin/merchant/user/list' })).toContainText('500 业务错误');
  await page.goto('/user/index');
  await expect(page.getByRole('alert').filter({ hasText: '系统繁忙，请稍后重试' })).toBeVisible();
  await page.getByRole('button', { name: '演示后台' }).click();
  await panel.getByRole('button', { name: '清除全部故障' }).click();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('table', { name: '用户列表' }).getByRole('button', { name: '用户详情' }).first()).toBeVisible();
});

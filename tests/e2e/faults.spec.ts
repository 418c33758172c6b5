import type { FaultKind } from '../../src/mocks/types/db';
import { expect, openSignedIn, setFault, signIn, test } from './fixtures';

// The browser itself reports a request that the demo backend failed on purpose.
test.use({ expectedConsole: /Failed to load resource|net::ERR_FAILED/ });

interface PageCase {
  path: string;
  api: string;
  /** Something only the loaded page shows. */
  content: string;
}

const pages: PageCase[] = [
  { path: '/dashboard', api: '/admin/merchant/statistics/home/index', content: '销售额' },
  { path: '/user/index', api: '/admin/merchant/user/list', content: '用户详情' },
];

const messages: Partial<Record<FaultKind, string>> = {
  '500': '系统繁忙，请稍后重试',
  '403': '没有权限访问。',
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  malformed: '请求失败，请稍后重试',
};

for (const { path, api, content } of pages) {
  for (const [kind, text] of Object.entries(messages) as Array<[FaultKind, string]>) {
    test(`${path} under a ${kind} answer shows '${text}' and a retry, and the console keeps working`, async ({ page }) => {
      await openSignedIn(page, path, { faults: { [api]: kind } });
      await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible({ timeout: 10_000 });
      const failed = page.getByRole('alert').filter({ hasText: '数据加载失败' }).first();
      await expect(failed).toBeVisible();
      await expect(page.getByTestId('real-name')).toBeVisible();
      await setFault(page, api, null);
      await failed.getByRole('button', { name: '重试' }).click();
      await expect(page.getByText(content).first()).toBeVisible();
      await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '主页' }).click();
      await expect(page).toHaveURL('/dashboard');
    });
  }

  test(`${path} under a 401 answer sends the user to sign in again`, async ({ page }) => {
    await openSignedIn(page, path, { faults: { [api]: '401' } });
    await expect(page.getByRole('alert').filter({ hasText: '无效的会话，或者登录已过期，请重新登录。' })).toBeVisible();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
  });

  test(`${path} under a slow answer shows it is loading, then the page`, async ({ page }) => {
    await openSignedIn(page, path, { faults: { [api]: 'slow' } });
    await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
    await expect(page.getByText(content).first()).toBeVisible({ timeout: 8_000 });
  });
}

test('a failing menu call on entry shows why and goes back to sign-in', async ({ page }) => {
  await signIn(page);
  await setFault(page, '/admin/merchant/getMenus', '500');
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: '系统繁忙，请稍后重试' })).toBeVisible();
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
  await expect(page.getByLabel('账号')).toBeVisible();
});

test('a failing save keeps everything typed', async ({ page }) => {
  await openSignedIn(page, '/maintain/user');
  await setFault(page, '/admin/merchant/login/admin/update', '500');
  await page.getByLabel('姓名').fill('新的名字');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '系统繁忙，请稍后重试' })).toBeVisible();
  await expect(page.getByLabel('姓名')).toHaveValue('新的名字');
  await setFault(page, '/admin/merchant/login/admin/update', null);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('real-name')).toHaveText('新的名字');
});

test('page errors are kept in the error log, which staff can read', async ({ page }) => {
  await signIn(page);
  // The error below is provoked on purpose; the fixture must not count it.
  page.removeAllListeners('pageerror');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('测试用的未捕获错误');
    });
  });
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '错误日志' }).click();
  const dialog = page.getByRole('dialog', { name: '错误日志' });
  await expect(dialog.getByText('测试用的未捕获错误', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '清空' }).click();
  await expect(dialog.getByText('暂无错误记录')).toBeVisible();
});

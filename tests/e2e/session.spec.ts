import { expect, fillSignIn, openSignedIn, OWNER, setFault, STAFF, test } from './fixtures';

// A session's end, as a careless user and a busy store meet it: nothing typed is lost when the session
// expires mid-form, and every tab of the console ends its session together.

test('an expired session keeps what was typed: signing in again as the same account offers it back', async ({ page }) => {
  await openSignedIn(page, '/coupon/list/save');
  const form = page.getByRole('form', { name: '添加优惠劵' });
  await form.getByLabel('优惠劵名称').fill('会员日满减券');
  await form.getByLabel('使用有效期限（天）').fill('15');
  // The session expires while the form is open: the save is answered 401.
  await setFault(page, '/admin/merchant/v2/coupon/add', '401');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await setFault(page, '/admin/merchant/v2/coupon/add', null);

  await fillSignIn(page, OWNER.account, OWNER.pwd);
  await expect(page).toHaveURL('/coupon/list/save');
  await expect(page.getByRole('status').filter({ hasText: '有未保存的草稿' })).toBeVisible();
  await page.getByRole('button', { name: '恢复草稿' }).click();
  await expect(page.getByRole('form', { name: '添加优惠劵' }).getByLabel('优惠劵名称')).toHaveValue('会员日满减券');
  await expect(page.getByRole('form', { name: '添加优惠劵' }).getByLabel('使用有效期限（天）')).toHaveValue('15');
});

test('signing out in one tab ends the session in every tab', async ({ page, context }) => {
  await openSignedIn(page, '/dashboard');
  const other = await context.newPage();
  await other.goto('/order/list');
  await expect(other.getByRole('table', { name: '订单列表' })).toBeVisible();

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(other).toHaveURL(/\/login\?redirect=%2Forder%2Flist/);
  await expect(other.getByRole('table', { name: '订单列表' })).toHaveCount(0);
});

test('another account signing in in one tab ends the first account’s session in the others', async ({ page, context }) => {
  // A second tab left on the sign-in page while the owner signs in in the first.
  const other = await context.newPage();
  await other.goto('/login');
  await expect(other.getByLabel('账号')).toBeVisible();
  await openSignedIn(page, '/order/list');
  await expect(page.getByRole('table', { name: '订单列表' })).toBeVisible();

  await fillSignIn(other, STAFF.account, STAFF.pwd);
  // The first tab no longer shows the owner's data and menus under the staff member's token: it says why
  // as soon as the sign-in is answered (its 3 s note can be gone by the time the second tab has drawn the
  // console, on a loaded machine), and shows the staff member's console, loaded afresh.
  await expect(page.getByText('已在其他窗口登录账号 staff')).toBeVisible();
  await expect(other.getByTestId('real-name')).toHaveText(STAFF.name, { timeout: 20_000 });
  await expect(page.getByTestId('real-name')).toHaveText(STAFF.name);
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '财务' })).toHaveCount(0);
});

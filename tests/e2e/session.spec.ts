import { expect, fillSignIn, loginTicket, openSignedIn, OWNER, platformToken, setFault, signOut, STAFF, test } from './fixtures';

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

  await signOut(page);
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

test('a sign-in link for another account says whose it is and asks first: 取消 keeps the session, 确认 switches', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  // The platform's link, naming the owner, with the staff member's token: the question names whose it is.
  await page.goto(`/order/list?token=${await platformToken(page, STAFF.account)}&account=${OWNER.account}`);
  const ask = page.getByRole('alertdialog', { name: '提示' });
  await expect(ask).toContainText(`此链接将登录账号 ${STAFF.account}，当前登录的账号 ${OWNER.account} 将退出，是否继续?`);
  await ask.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL('/order/list');
  await expect(page.getByTestId('real-name')).toHaveText(OWNER.name);
  await expect(page.getByRole('table', { name: '订单列表' })).toBeVisible();

  // Another system's jump-login ticket for the staff member: 确认 signs them in.
  await page.goto(`/auth-redirect?ticket=${await loginTicket(page, STAFF.account)}&redirect=%2Forder%2Flist`);
  await expect(ask).toContainText(`此链接将登录账号 ${STAFF.account}`);
  await ask.getByRole('button', { name: '确认' }).click();
  await expect(page.getByTestId('real-name')).toHaveText(STAFF.name, { timeout: 20_000 });
  await expect(page).toHaveURL('/order/list');
});

test('a sign-in link for the account already signed in opens its page without a question', async ({ page, context }) => {
  await openSignedIn(page, '/dashboard');
  const token = await platformToken(page, OWNER.account);
  await page.goto(`/order/list?token=${token}&account=${OWNER.account}`);
  await expect(page.getByRole('table', { name: '订单列表' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL('/order/list');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'merJToken')?.value).toBe(token);
});

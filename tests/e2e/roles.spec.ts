import { expect, LONG_FLOW_MS, signIn, signOut, test } from './fixtures';

const ADMIN = { account: 'zhaoyun', pwd: 'yunying2026', name: '赵运营' };

test('a role with part of the menu tree, an admin holding it, and that admin sees only those menus', async ({ page }) => {
  test.setTimeout(LONG_FLOW_MS);
  await signIn(page);
  const side = page.getByRole('navigation', { name: '主菜单' });
  await side.getByRole('button', { name: '设置' }).click();
  await side.getByRole('button', { name: '管理权限' }).click();
  await side.getByRole('link', { name: '身份管理' }).click();
  await expect(page).toHaveURL(/\/operation\/roleManager\/identityManager$/);
  const roles = page.getByRole('table', { name: '身份列表' });
  await expect(roles.locator('tbody tr').first()).toBeVisible();

  await page.getByRole('button', { name: '添加身份' }).click();
  const dialog = page.getByRole('dialog', { name: '添加身份' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入角色名称')).toBeVisible();
  await expect(dialog.getByText('请选择菜单权限')).toBeVisible();
  await dialog.getByLabel('角色名称').fill('商品运营');
  await dialog.getByRole('checkbox', { name: '展开/折叠' }).check();
  const tree = dialog.getByRole('group', { name: '菜单权限' });
  await tree.getByRole('checkbox', { name: '主页', exact: true }).first().check();
  await tree.getByRole('checkbox', { name: '商品列表', exact: true }).first().check();
  await tree.getByRole('checkbox', { name: '订单管理', exact: true }).first().check();
  // A partly chosen directory shows as mixed.
  await expect(tree.getByRole('checkbox', { name: '商品', exact: true }).first()).toHaveAttribute('aria-checked', 'mixed');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  await expect(roles.locator('tbody tr').filter({ hasText: '商品运营' })).toHaveCount(1);

  await side.getByRole('link', { name: '管理员列表' }).click();
  const admins = page.getByRole('table', { name: '管理员列表' });
  await expect(admins.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: '添加管理员' }).click();
  const add = page.getByRole('dialog', { name: '添加管理员' });
  await add.getByLabel('管理员账号').fill(ADMIN.account);
  await add.getByLabel('管理员密码').fill(ADMIN.pwd);
  await add.getByLabel('确认密码').fill('yunying2025');
  await add.getByLabel('管理员姓名').fill(ADMIN.name);
  await add.getByRole('checkbox', { name: '商品运营' }).check();
  await add.getByLabel('手机号').fill('13612345678');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('两次输入的密码不一致')).toBeVisible();
  await add.getByLabel('确认密码').fill(ADMIN.pwd);
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  const row = admins.locator('tbody tr').filter({ hasText: ADMIN.account });
  await expect(row).toContainText('商品运营');
  await expect(row).toContainText(ADMIN.name);

  await signOut(page);
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, ADMIN);
  const tops = side.getByRole('list').first().locator(':scope > li');
  await expect(tops).toHaveText([/^主页/, /^商品/, /^订单/]);
  await side.getByRole('button', { name: '商品' }).click();
  await expect(side.getByRole('link', { name: '商品列表' })).toBeVisible();
  await expect(side.getByRole('link', { name: '商品分类' })).toHaveCount(0);
  await side.getByRole('link', { name: '商品列表' }).click();
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await page.goto('/finance/closingRecord');
  await expect(page).toHaveURL(/\/401/);
  await expect(page.getByText('没有权限').first()).toBeVisible();
});

import { getAdminInfoByToken, getMenus, merchantLogin } from '@/api/generated/functions/auth/auth';
import {
  deleteAdmin,
  deleteRole,
  getAdminInfo,
  getAdminList,
  getMenuCacheTree,
  getRoleInfo,
  getRoleList,
  saveAdmin,
  saveRole,
  toggleAdminSms,
  updateAdmin,
  updateAdminPassword,
  updateAdminStatus,
  updateRole,
  updateRoleStatus,
} from '@/api/generated/endpoints/role/role';
import type { MenuCheck, MenuItem } from '@/api/generated/model';
import { setToken } from '@/lib/session-cookies';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';
import { ROLE_IDS, staffPermissions } from '@/mocks/seed/accounts';
import { menusFor, ownerMenus, staffMenuUrls } from '@/mocks/seed/menus';
import { BASE_PERMISSIONS } from '@/mocks/seed/role-permissions';
import { refreshGrants, ruleIds, ruleIdsFor } from '@/mocks/seed/roles';

const account = (name: string) => getDb().accounts.find((a) => a.account === name)!;
const flat = <T extends { childList: T[] }>(nodes: readonly T[]): T[] => nodes.flatMap((n) => [n, ...flat(n.childList)]);
const menuId = (url: string) => flat(ownerMenus).find((m) => m.url === url)!.id;
const buttonIds = (url: string) => flat(ownerMenus).find((m) => m.url === url)!.childList.map((b) => b.id);
const urls = (menus: readonly MenuItem[]) => flat(menus).map((m) => m.url).filter(Boolean);

/** The demo backend of roles and admins, called as the console calls it. */
describe('the demo backend of roles and admins', () => {
  beforeEach(() => switchRole('admin'));

  it('derives the staff account from its role 客服: the same menus and permissions as before roles existed', () => {
    const staff = account('staff');
    expect(staff.roleIds).toEqual([ROLE_IDS.service]);
    expect(staff.menus).toEqual(menusFor(staffMenuUrls));
    expect(staff.permissions.toSorted()).toEqual([...staffPermissions].toSorted());
    expect(staff.roleNames).toBe('客服');
    const owner = account('admin');
    expect(owner.permissions).toEqual(['*:*:*']);
    expect(owner.menus).toEqual(ownerMenus);
  });

  it('answers the menu tree to choose from without the mobile entry and outside links, with the five locked names', async () => {
    const tree = await getMenuCacheTree();
    const names = flat(tree).map((n) => n.name);
    expect(names).not.toContain('移动端');
    expect(names).not.toContain('开发文档');
    for (const name of ['设置', '管理员列表', '身份管理', '管理权限', '权限规则']) expect(names).toContain(name);
    expect(flat(tree).every((n) => !n.checked)).toBe(true);
    const setting = tree.find((n) => n.name === '设置')!;
    expect(setting.childList.find((n) => n.name === '管理权限')?.childList.map((n) => n.name)).toEqual(['身份管理', '管理员列表', '权限规则']);
  });

  it('lists roles by name and status, paged', async () => {
    expect((await getRoleList({ page: 1, limit: 20 })).list.map((r) => r.roleName)).toEqual(['客服', '运营', '财务']);
    expect((await getRoleList({ roleName: '运' })).list.map((r) => r.roleName)).toEqual(['运营']);
    await updateRoleStatus({ id: ROLE_IDS.finance, status: false });
    expect((await getRoleList({ status: false })).list.map((r) => r.roleName)).toEqual(['财务']);
    const page = await getRoleList({ page: 2, limit: 2 });
    expect(page).toMatchObject({ total: 3, totalPage: 2, page: 2 });
    expect(page.list).toHaveLength(1);
  });

  it('checks a new role: name required, unique, at most 32; rules only known menus', async () => {
    const rules = String(menuId('/dashboard'));
    await expect(saveRole({ roleName: '   ', rules, status: true })).rejects.toThrow('请输入角色名称');
    await expect(saveRole({ roleName: '客服', rules, status: true })).rejects.toMatchObject({ code: 400, message: '角色名称重复' });
    await expect(saveRole({ roleName: '新身份', rules: '99999', status: true })).rejects.toThrow('菜单权限不存在');
    await expect(saveRole({ roleName: '新身份', rules: String(menuId('/javaMobile')), status: true })).rejects.toThrow('菜单权限不存在');
    await expect(saveRole({ roleName: '新身份', rules: ' , ', status: true })).rejects.toThrow('请选择菜单权限');
    await saveRole({ roleName: ' 仓管 ', rules: `${menuId('/order/list')},${menuId('/order')}`, status: true });
    const saved = getDb().roles.at(-1)!;
    // Kept in tree order, each once.
    expect(saved).toMatchObject({ id: 4, roleName: '仓管', rules: `${menuId('/order')},${menuId('/order/list')}`, status: true });
  });

  it('answers a role with its menus checked', async () => {
    const info = await getRoleInfo(ROLE_IDS.service);
    const checked = flat<MenuCheck>(info.menuList).filter((n) => n.checked).map((n) => n.id);
    expect(checked.toSorted((a, b) => a - b)).toEqual(getDb().roles[0].rules.split(',').map(Number).toSorted((a, b) => a - b));
    expect(info).toMatchObject({ roleName: '客服', status: true });
  });

  it('gives the holders what a changed role grants, and nothing while it is off', async () => {
    const orders = [menuId('/order'), menuId('/order/list'), ...buttonIds('/order/list')];
    await updateRole({ id: ROLE_IDS.service, roleName: '客服', rules: orders.join(','), status: true });
    const staff = account('staff');
    expect(urls(staff.menus)).toEqual(['/order', '/order/list', '/javaMobile']);
    expect(staff.permissions).toEqual(expect.arrayContaining(['merchant:order:page:list', 'merchant:order:send', 'merchant:export:order:excel', ...BASE_PERMISSIONS]));
    expect(staff.permissions).not.toContain('merchant:product:page:list');

    await updateRoleStatus({ id: ROLE_IDS.service, status: false });
    expect(account('staff').permissions).toEqual([...BASE_PERMISSIONS]);
    expect(urls(account('staff').menus)).toEqual(['/javaMobile']);
  });

  it('refuses to delete a role an admin holds, and deletes a free one', async () => {
    await expect(deleteRole(ROLE_IDS.service)).rejects.toMatchObject({ code: 7502, message: '角色已使用' });
    expect(getDb().roles).toHaveLength(3);
    await deleteRole(ROLE_IDS.finance);
    expect(getDb().roles.map((r) => r.id)).toEqual([ROLE_IDS.service, ROLE_IDS.operation]);
  });

  it('lists admins by name or account, role and status, with their role names', async () => {
    const all = await getAdminList({ page: 1, limit: 20 });
    expect(all.list.map((a) => [a.account, a.type, a.roleNames])).toEqual([
      ['admin', 2, '店长'],
      ['staff', 4, '客服'],
      ['operator', 4, '运营'],
    ]);
    expect((await getAdminList({ realName: '李' })).list.map((a) => a.account)).toEqual(['staff']);
    expect((await getAdminList({ realName: 'oper' })).list.map((a) => a.account)).toEqual(['operator']);
    expect((await getAdminList({ roles: ROLE_IDS.operation })).list.map((a) => a.account)).toEqual(['operator']);
    await updateAdminStatus({ id: account('operator').id, status: false });
    expect((await getAdminList({ status: false })).list.map((a) => a.account)).toEqual(['operator']);
  });

  it('adds an admin who signs in with the menus and permissions of the roles held', async () => {
    await expect(saveAdmin({ account: 'staff', pwd: 'secret1', realName: '重名', roles: '1', status: true })).rejects.toMatchObject({ code: 3001, message: '管理员已存在' });
    await expect(saveAdmin({ account: 'new', pwd: 'secret1', realName: '新人', roles: '99', status: true })).rejects.toThrow('管理员身份不存在');
    await expect(saveAdmin({ account: 'new', pwd: 'secret1', realName: '新人', roles: '1', status: true, phone: '1380013800' })).rejects.toThrow('请输入正确的手机号');
    await saveAdmin({ account: 'finance', pwd: 'secret1', realName: '赵财务', roles: `${ROLE_IDS.finance}`, status: true, phone: '13700137000' });
    const created = account('finance');
    expect(created).toMatchObject({ type: 4, roleIds: [ROLE_IDS.finance], roleNames: '财务', isSms: false });
    expect(await getAdminInfo({ id: created.id })).toMatchObject({ account: 'finance', roles: '3', roleNames: '财务', type: 4 });

    const login = await merchantLogin({ account: 'finance', pwd: 'secret1' });
    setToken(login.token);
    const info = await getAdminInfoByToken();
    expect(info.roles).toEqual([String(ROLE_IDS.finance)]);
    expect(info.permissionsList).toEqual(expect.arrayContaining(['merchant:finance:funds:flow', 'merchant:order:page:list']));
    expect(info.permissionsList).not.toContain('merchant:product:page:list');
    expect(urls(await getMenus())).toEqual(expect.arrayContaining(['/finance/capitalFlow', '/order/refund']));
    expect(urls(await getMenus())).not.toContain('/product/list');
    expect(account('finance')).toMatchObject({ loginCount: 1, lastIp: '127.0.0.1' });
  });

  it('refuses a disabled admin at sign-in and ends their sessions', async () => {
    const operator = account('operator');
    const login = await merchantLogin({ account: 'operator', pwd: 'operator123' });
    expect(getDb().sessions[login.token]).toBe(operator.id);
    await updateAdminStatus({ id: operator.id, status: false });
    expect(getDb().sessions[login.token]).toBeUndefined();
    await expect(merchantLogin({ account: 'operator', pwd: 'operator123' })).rejects.toThrow('账号已被禁用，请联系管理员');
  });

  it('changes an admin, never the owner, and keeps the owner and oneself from being deleted or switched off', async () => {
    const operator = account('operator');
    await updateAdmin({ id: operator.id, account: 'operator', realName: '王运营', roles: `${ROLE_IDS.operation},${ROLE_IDS.finance}`, status: true, phone: '' });
    expect(account('operator')).toMatchObject({ roleIds: [ROLE_IDS.operation, ROLE_IDS.finance], roleNames: '运营,财务' });
    expect(account('operator').permissions).toEqual(expect.arrayContaining(['merchant:coupon:page:list', 'merchant:finance:funds:flow']));
    await expect(updateAdmin({ id: 1, account: 'admin', realName: '张店长', roles: '1', status: true })).rejects.toMatchObject({ code: 400, message: '系统内置权限，不允许编辑' });
    await expect(deleteAdmin({ id: 1 })).rejects.toMatchObject({ code: 400, message: '系统内置权限，不允许删除' });
    await expect(updateAdminStatus({ id: 1, status: false })).rejects.toMatchObject({ code: 400, message: '系统内置权限，不允许编辑' });
    await expect(updateAdmin({ id: operator.id, account: 'staff', realName: '王运营', roles: '2', status: true })).rejects.toMatchObject({ code: 400, message: '账号已存在' });
    await expect(deleteAdmin({ id: 99 })).rejects.toMatchObject({ code: 3002, message: '管理员不存在' });
    await deleteAdmin({ id: operator.id });
    expect(getDb().accounts.map((a) => a.account)).toEqual(['admin', 'staff']);
  });

  it("sets a password typed twice alike, never the owner's, and switches SMS notices for an admin with a phone", async () => {
    const staff = account('staff');
    await expect(updateAdminPassword({ id: staff.id, password: 'abcdef', confirmPassword: 'abcdeg' })).rejects.toMatchObject({ code: 400, message: '两次密码输入不一致' });
    await expect(updateAdminPassword({ id: 99, password: 'abcdef', confirmPassword: 'abcdef' })).rejects.toMatchObject({ code: 3002, message: '管理员不存在' });
    await expect(updateAdminPassword({ id: 1, password: 'takeover', confirmPassword: 'takeover' })).rejects.toMatchObject({ code: 400, message: '系统内置权限，不允许编辑' });
    expect(account('admin').pwd).toBe('admin123');
    await updateAdminPassword({ id: staff.id, password: 'newpass1', confirmPassword: 'newpass1' });
    expect(account('staff').pwd).toBe('newpass1');
    expect(getDb().sessions['staff-token']).toBeUndefined();
    await toggleAdminSms(staff.id);
    expect(account('staff').isSms).toBe(true);
    await expect(toggleAdminSms(account('operator').id)).rejects.toMatchObject({ code: 400, message: '请先为管理员设置手机号' });
    expect(account('operator').isSms).toBe(false);
  });

  it("keeps an admin holding 修改管理员密码 from resetting the owner's password", async () => {
    const operation = getDb().roles.find((r) => r.id === ROLE_IDS.operation)!;
    operation.rules = [...new Set([...ruleIds(operation.rules), ...ruleIdsFor(['/operation/roleManager/adminList'], ['merchant:admin:list', 'merchant:admin:update:password'])])].join(',');
    refreshGrants(getDb());
    expect(account('operator').permissions).toContain('merchant:admin:update:password');
    switchRole('operator');
    await expect(updateAdminPassword({ id: account('admin').id, password: 'takeover1', confirmPassword: 'takeover1' })).rejects.toMatchObject({ code: 400, message: '系统内置权限，不允许编辑' });
    expect(account('admin').pwd).toBe('admin123');
    await updateAdminPassword({ id: account('staff').id, password: 'newpass1', confirmPassword: 'newpass1' });
    expect(account('staff').pwd).toBe('newpass1');
    // Both calls are in the 敏感操作日志, the refusal as 异常, without the passwords typed.
    const [refused, done] = getDb().sensitiveLogs.slice(-2);
    expect(refused).toMatchObject({ description: '修改后台管理员密码', methodType: '修改', adminAccount: 'operator', status: 1, errorMsg: '系统内置权限，不允许编辑' });
    expect(done).toMatchObject({ description: '修改后台管理员密码', status: 0, method: 'com.zbkj.admin.controller.merchant.MerchantAdminController.updatePassword()' });
    expect(JSON.parse(done.requestParam)).toEqual({ id: account('staff').id, password: '******', confirmPassword: '******' });
  });

  it('answers 403 to an admin without the role permissions', async () => {
    switchRole('staff');
    await expect(getRoleList()).rejects.toMatchObject({ code: 403 });
    await expect(getAdminList()).rejects.toMatchObject({ code: 403 });
  });
});

import { getDb } from '@/mocks/db';
import { ROLE_IDS } from '@/mocks/seed/accounts';
import { refreshGrants, ruleIds, ruleIdsFor } from '@/mocks/seed/roles';
import { signedInJavaClient } from '@/test/java-client';
import { runJavaRow, type JavaRow } from '@/test/java-rows';

// The store's admins, roles and mobile-console employees as a client of the reference backend (CRMEB's Java)
// sees them: each write call's refusals in the Java's order, codes and words, and what it changes, read back
// through the store. One table per controller.

const db = () => getDb();
const account = (name: string) => {
  const found = db().accounts.find((a) => a.account === name);
  if (!found) throw new Error(`no admin ${name}`);
  return found;
};
const role = (id: number) => db().roles.find((r) => r.id === id);
const ok = { code: 200, message: null } as const;
const BUILT_IN_EDIT = { code: 400, message: '系统内置权限，不允许编辑' } as const;
const NO_ADMIN = { code: 3002, message: '管理员不存在' } as const;

/** Gives the role 运营 (the operator's) the buttons holding these permissions on 管理员列表. */
function grantOperator(...perms: string[]) {
  const r = role(ROLE_IDS.operation);
  if (!r) throw new Error('no role 运营');
  r.rules = [...new Set([...ruleIds(r.rules), ...ruleIdsFor(['/operation/roleManager/adminList'], perms)])].join(',');
  refreshGrants(db());
}

// ------------------------------------------------------------------------------------------------
// MerchantAdminController

const ADMINS: JavaRow[] = [
  {
    what: 'save: an account any admin has is 3001',
    call: (java) => java.post('/admin/merchant/admin/save', { account: 'staff', pwd: 'secret1', realName: '重名', roles: String(ROLE_IDS.finance), status: true }),
    code: 3001,
    message: '管理员已存在',
    effect: () => expect(db().accounts.filter((a) => a.account === 'staff')).toHaveLength(1),
  },
  {
    what: 'save: a new admin, answered with the word in data',
    call: (java) => java.post('/admin/merchant/admin/save', { account: 'cashier', pwd: 'secret1', realName: '钱出纳', roles: String(ROLE_IDS.finance), status: true, phone: '13700137000' }),
    ...ok,
    data: '添加管理员成功',
    effect: () => expect(account('cashier')).toMatchObject({ type: 4, roleIds: [ROLE_IDS.finance], phone: '13700137000' }),
  },
  { what: 'update: no such admin', call: (java) => java.post('/admin/merchant/admin/update', { id: 99, account: 'x', realName: 'x', roles: '1', status: true }), ...NO_ADMIN },
  {
    what: 'update: the owner is built in',
    call: (java) => java.post('/admin/merchant/admin/update', { id: account('admin').id, account: 'admin', realName: '改名', roles: '1', status: true }),
    ...BUILT_IN_EDIT,
    effect: () => expect(account('admin').realName).toBe('张店长'),
  },
  {
    what: 'update: an account another admin has is 400 账号已存在',
    call: (java) => java.post('/admin/merchant/admin/update', { id: account('operator').id, account: 'staff', realName: '王运营', roles: String(ROLE_IDS.operation), status: true }),
    code: 400,
    message: '账号已存在',
  },
  {
    what: 'update: a blank phone keeps the one there',
    call: (java) => java.post('/admin/merchant/admin/update', { id: account('staff').id, account: 'staff', realName: '李主管', roles: String(ROLE_IDS.service), status: true, phone: '' }),
    ...ok,
    data: null,
    effect: () => expect(account('staff')).toMatchObject({ realName: '李主管', phone: '13900139000' }),
  },
  { what: 'delete: no such admin', call: (java) => java.get('/admin/merchant/admin/delete', { id: 99 }), ...NO_ADMIN },
  {
    what: 'delete: the owner is built in',
    call: (java) => java.get('/admin/merchant/admin/delete', { id: account('admin').id }),
    code: 400,
    message: '系统内置权限，不允许删除',
    effect: () => expect(account('admin')).toBeDefined(),
  },
  {
    what: 'delete: an admin',
    call: (java) => java.get('/admin/merchant/admin/delete', { id: account('operator').id }),
    ...ok,
    data: null,
    effect: () => expect(db().accounts.some((a) => a.account === 'operator')).toBe(false),
  },
  { what: 'updateStatus: no such admin', call: (java) => java.get('/admin/merchant/admin/updateStatus', { id: 99, status: false }), ...NO_ADMIN },
  { what: 'updateStatus: the owner is built in', call: (java) => java.get('/admin/merchant/admin/updateStatus', { id: account('admin').id, status: false }), ...BUILT_IN_EDIT },
  {
    what: 'updateStatus: switched off, with the word in data',
    call: (java) => java.get('/admin/merchant/admin/updateStatus', { id: account('operator').id, status: false }),
    ...ok,
    data: '修改成功',
    effect: () => expect(account('operator').status).toBe(false),
  },
  {
    what: 'update/password: the two passwords differ, checked before the admin is looked up',
    call: (java) => java.post('/admin/merchant/admin/update/password', { id: 99, password: 'abcdef', confirmPassword: 'abcdeg' }),
    code: 400,
    message: '两次密码输入不一致',
  },
  { what: 'update/password: no such admin', call: (java) => java.post('/admin/merchant/admin/update/password', { id: 99, password: 'abcdef', confirmPassword: 'abcdef' }), ...NO_ADMIN },
  {
    what: 'update/password: the owner is built in, even for the owner',
    call: (java) => java.post('/admin/merchant/admin/update/password', { id: account('admin').id, password: 'takeover1', confirmPassword: 'takeover1' }),
    ...BUILT_IN_EDIT,
    effect: () => expect(account('admin').pwd).toBe('admin123'),
  },
  {
    what: "update/password: another admin holding the permission cannot reset the owner's password",
    arrange: () => grantOperator('merchant:admin:list', 'merchant:admin:update:password'),
    call: async () => {
      const operator = await signedInJavaClient('operator', 'operator123');
      return operator.post('/admin/merchant/admin/update/password', { id: account('admin').id, password: 'takeover1', confirmPassword: 'takeover1' });
    },
    ...BUILT_IN_EDIT,
    effect: async () => {
      expect(account('admin').pwd).toBe('admin123');
      // The owner still signs in with their own password; the operator with the taken-over one cannot.
      await expect(signedInJavaClient('admin', 'admin123')).resolves.toBeDefined();
      await expect(signedInJavaClient('admin', 'takeover1')).rejects.toThrow('sign-in refused');
    },
  },
  {
    what: "update/password: that admin may set another staff admin's password",
    arrange: () => grantOperator('merchant:admin:list', 'merchant:admin:update:password'),
    call: async () => {
      const operator = await signedInJavaClient('operator', 'operator123');
      return operator.post('/admin/merchant/admin/update/password', { id: account('staff').id, password: 'newpass1', confirmPassword: 'newpass1' });
    },
    ...ok,
    data: '修改成功',
    effect: () => expect(account('staff').pwd).toBe('newpass1'),
  },
  {
    what: 'update/receive/sms: switching notices on for an admin without a phone',
    call: (java) => java.post(`/admin/merchant/admin/update/receive/sms/${account('operator').id}`),
    code: 400,
    message: '请先为管理员设置手机号',
    effect: () => expect(account('operator').isSms).toBe(false),
  },
  {
    what: "update/receive/sms: the owner's notices switch off (the owner is not protected here)",
    call: (java) => java.post(`/admin/merchant/admin/update/receive/sms/${account('admin').id}`),
    ...ok,
    data: '修改成功',
    effect: () => expect(account('admin').isSms).toBe(false),
  },
];

describe('MerchantAdminController as the reference backend', () => {
  it.each(ADMINS)('$what', async (row) => {
    expect.hasAssertions();
    await runJavaRow(row);
  });
});

// ------------------------------------------------------------------------------------------------
// MerchantRoleController

const dashboard = () => String(ruleIdsFor(['/dashboard'], [])[0]);

const ROLES: JavaRow[] = [
  {
    what: 'save: a name another role of the store has',
    call: (java) => java.post('/admin/merchant/role/save', { roleName: '客服', rules: dashboard(), status: true }),
    code: 400,
    message: '角色名称重复',
    effect: () => expect(db().roles).toHaveLength(3),
  },
  { what: 'save: a name longer than 32', call: (java) => java.post('/admin/merchant/role/save', { roleName: '名'.repeat(33), rules: dashboard(), status: true }), code: 400, message: '身份管理名称不能超过32个字符' },
  {
    what: 'save: a new role',
    call: (java) => java.post('/admin/merchant/role/save', { roleName: '仓管', rules: dashboard(), status: true }),
    ...ok,
    data: null,
    effect: () => expect(db().roles.at(-1)).toMatchObject({ roleName: '仓管', status: true }),
  },
  { what: 'update: no id', call: (java) => java.post('/admin/merchant/role/update', { roleName: '客服', rules: dashboard(), status: true }), code: 400, message: '角色ID不能为空' },
  { what: 'update: no such role', call: (java) => java.post('/admin/merchant/role/update', { id: 99, roleName: '客服', rules: dashboard(), status: true }), code: 7502, message: '角色不存在' },
  {
    what: 'update: its own name again is no duplicate',
    call: (java) => java.post('/admin/merchant/role/update', { id: ROLE_IDS.finance, roleName: '财务', rules: dashboard(), status: true }),
    ...ok,
    data: null,
    effect: () => expect(role(ROLE_IDS.finance)?.rules).toBe(dashboard()),
  },
  { what: "update: another role's name", call: (java) => java.post('/admin/merchant/role/update', { id: ROLE_IDS.finance, roleName: '运营', rules: dashboard(), status: true }), code: 400, message: '角色名称重复' },
  { what: 'delete: no such role', call: (java) => java.post('/admin/merchant/role/delete/99'), code: 7502, message: '角色已删除' },
  {
    what: 'delete: a role an admin holds',
    call: (java) => java.post(`/admin/merchant/role/delete/${ROLE_IDS.service}`),
    code: 7502,
    message: '角色已使用',
    effect: () => expect(role(ROLE_IDS.service)).toBeDefined(),
  },
  {
    what: 'delete: a free role',
    call: (java) => java.post(`/admin/merchant/role/delete/${ROLE_IDS.finance}`),
    ...ok,
    data: null,
    effect: () => expect(role(ROLE_IDS.finance)).toBeUndefined(),
  },
  { what: 'updateStatus: no such role', call: (java) => java.post('/admin/merchant/role/updateStatus', { id: 99, status: false }), code: 7502, message: '角色不存在' },
  {
    what: 'updateStatus: switched off, with the word in data',
    call: (java) => java.post('/admin/merchant/role/updateStatus', { id: ROLE_IDS.finance, status: false }),
    ...ok,
    data: '修改成功',
    effect: () => expect(role(ROLE_IDS.finance)?.status).toBe(false),
  },
];

describe('MerchantRoleController as the reference backend', () => {
  it.each(ROLES)('$what', async (row) => {
    expect.hasAssertions();
    await runJavaRow(row);
  });
});

// ------------------------------------------------------------------------------------------------
// MerchantEmployeeController

const employee = (name: string) => {
  const found = db().employees.find((e) => e.name === name);
  if (!found) throw new Error(`no employee ${name}`);
  return found;
};
const freeUid = () => {
  const found = db().users.find((u) => !db().employees.some((e) => e.uid === u.id));
  if (!found) throw new Error('no user free to link');
  return found.id;
};
const NOTHING_CHANGED = { code: 500, message: '系统异常，请稍后重试' } as const;

const EMPLOYEES: JavaRow[] = [
  {
    what: 'save: a user already an employee of the store',
    call: (java) => java.post('/admin/merchant/employee/save', { uid: employee('张杰').uid, name: '重复', phone: '13800138000', role: '1', status: 1 }),
    code: 500,
    message: '当前用户已经是当前店铺的移动端管理员',
  },
  {
    what: 'save: a new employee, as sent',
    call: (java) => java.post('/admin/merchant/employee/save', { uid: freeUid(), name: '新店员', phone: '13800138000', role: '5,1', status: 1 }),
    ...ok,
    data: null,
    effect: () => expect(employee('新店员')).toMatchObject({ role: '5,1', status: 1 }),
  },
  { what: 'update: an employee that is not there changes nothing', call: (java) => java.post('/admin/merchant/employee/update', { id: 999, uid: 1, name: 'x', phone: '13800138000', role: '1', status: 1 }), ...NOTHING_CHANGED },
  {
    what: "update: another employee's user is not checked",
    call: (java) => java.post('/admin/merchant/employee/update', { id: employee('胡军').id, uid: employee('张杰').uid, name: '胡军', phone: employee('胡军').phone, role: '1', status: 1 }),
    ...ok,
    data: null,
    effect: () => expect(employee('胡军').uid).toBe(employee('张杰').uid),
  },
  { what: 'delete: an employee that is not there', call: (java) => java.get('/admin/merchant/employee/delete', { id: 999 }), ...NOTHING_CHANGED },
  {
    what: 'delete: an employee',
    call: (java) => java.get('/admin/merchant/employee/delete', { id: employee('张杰').id }),
    ...ok,
    data: null,
    effect: () => expect(db().employees.some((e) => e.name === '张杰')).toBe(false),
  },
];

describe('MerchantEmployeeController as the reference backend', () => {
  it.each(EMPLOYEES)('$what', async (row) => {
    expect.hasAssertions();
    await runJavaRow(row);
  });
});

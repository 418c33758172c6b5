import type {
  ErrorResult,
  GetAdminListParams,
  GetRoleListParams,
  SystemAdmin,
  SystemAdminAddRequest,
  SystemAdminPasswordRequest,
  SystemAdminUpdateRequest,
  SystemRole,
  SystemRoleRequest,
  SystemRoleStatusRequest,
} from '@/api/generated/model';
import { avatar } from '../assets';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import type { DemoAccount } from '../seed/accounts';
import { grantableIds, menuChecks, refreshGrants, roleNamesOf, ruleIds } from '../seed/roles';
import { endSessions } from './auth';
import { formatDateTime } from './time';

// 管理权限: the store's roles (身份) with the menus they grant, and its admins with the roles they hold.

const ROLE_NAME_MAX = 32;
const ACCOUNT_MAX = 32;
const REAL_NAME_MAX = 16;
const PWD_MIN = 6;
const PWD_MAX = 30;
const ROLE_NOT_FOUND = '角色不存在';
const ADMIN_NOT_FOUND = '管理员不存在';

const now = () => formatDateTime(new Date());
const roleOf = (id: number) => getDb().roles.find((r) => r.id === id);
const adminOf = (id: number) => getDb().accounts.find((a) => a.id === id);

/** The rules as the backend keeps them: known menu ids, each once, in tree order. */
function normalRules(rules: string): string | ErrorResult {
  const ids = ruleIds(rules);
  if (ids.length === 0) return fail(400, '请选择菜单权限');
  const known = grantableIds();
  if (ids.some((id) => !Number.isInteger(id) || !known.has(id))) return fail(400, '菜单权限不存在');
  return [...known].filter((id) => ids.includes(id)).join(',');
}

function validateRole(body: SystemRoleRequest, id?: number): { roleName: string; rules: string } | ErrorResult {
  const roleName = body.roleName.trim();
  if (!roleName) return fail(400, '请输入角色名称');
  if (roleName.length > ROLE_NAME_MAX) return fail(400, `角色名称最多${ROLE_NAME_MAX}个字符`);
  if (getDb().roles.some((r) => r.roleName === roleName && r.id !== id)) return fail(500, '角色名称已存在');
  const rules = normalRules(body.rules);
  if (isError(rules)) return rules;
  return { roleName, rules };
}

const toAdmin = (account: DemoAccount): SystemAdmin => ({
  id: account.id,
  account: account.account,
  realName: account.realName,
  roles: account.roleIds.join(','),
  roleNames: account.type === 2 ? account.roleNames : roleNamesOf(account, getDb().roles),
  // Never signed in: no time or address yet.
  ...(account.lastTime ? { lastIp: account.lastIp, lastTime: account.lastTime } : {}),
  loginCount: account.loginCount,
  status: account.status,
  phone: account.phone,
  isSms: account.isSms,
  type: account.type,
  createTime: account.createTime,
});

/** Role ids of the comma list, each an existing role. */
function heldRoles(roles: string): number[] | ErrorResult {
  const ids = [...new Set(ruleIds(roles))];
  if (ids.length === 0) return fail(400, '请选择管理员身份');
  if (ids.some((id) => !roleOf(id))) return fail(400, '管理员身份不存在');
  return ids;
}

type AdminFields = Pick<DemoAccount, 'account' | 'realName' | 'roleIds' | 'status' | 'phone'>;

function validateAdmin(body: SystemAdminAddRequest | SystemAdminUpdateRequest, id?: number): AdminFields | ErrorResult {
  const account = body.account.trim();
  const realName = body.realName.trim();
  const phone = body.phone?.trim() ?? '';
  if (!account) return fail(400, '请输入管理员账号');
  if (account.length > ACCOUNT_MAX) return fail(400, `管理员账号最多${ACCOUNT_MAX}个字符`);
  if (!realName) return fail(400, '请输入管理员姓名');
  if (realName.length > REAL_NAME_MAX) return fail(400, `管理员姓名最多${REAL_NAME_MAX}个字符`);
  if (phone && !/^1\d{10}$/.test(phone)) return fail(400, '请输入正确的手机号');
  const roleIds = heldRoles(body.roles);
  if (isError(roleIds)) return roleIds;
  if (getDb().accounts.some((a) => a.account === account && a.id !== id)) return fail(500, '管理员账号已存在');
  return { account, realName, roleIds, status: body.status, phone };
}

const passwordError = (pwd: string) => (pwd.length < PWD_MIN || pwd.length > PWD_MAX ? fail(400, `密码长度为${PWD_MIN}-${PWD_MAX}位`) : null);

export function rolePage(q: GetRoleListParams) {
  const name = q.roleName?.trim() ?? '';
  const rows = getDb().roles.filter((r) => (!name || r.roleName.includes(name)) && (q.status === undefined || r.status === q.status));
  return pageOf(rows, q);
}

export function addRole(body: SystemRoleRequest) {
  const valid = validateRole(body);
  if (isError(valid)) return valid;
  const db = getDb();
  const time = now();
  const role: SystemRole = { id: db.roles.reduce((max, r) => Math.max(max, r.id), 0) + 1, ...valid, level: 1, status: body.status, createTime: time, updateTime: time };
  db.roles.push(role);
  commit();
  return null;
}

export function updateRole(body: SystemRoleRequest) {
  const role = body.id === undefined ? undefined : roleOf(body.id);
  if (!role) return fail(500, ROLE_NOT_FOUND);
  const valid = validateRole(body, role.id);
  if (isError(valid)) return valid;
  Object.assign(role, valid, { status: body.status, updateTime: now() });
  refreshGrants(getDb());
  commit();
  return null;
}

export function deleteRole(id: number) {
  const db = getDb();
  if (!roleOf(id)) return fail(500, ROLE_NOT_FOUND);
  if (db.accounts.some((a) => a.roleIds.includes(id))) return fail(500, '该身份已被管理员使用，无法删除');
  db.roles = db.roles.filter((r) => r.id !== id);
  commit();
  return null;
}

export function roleInfo(id: number) {
  const role = roleOf(id);
  if (!role) return fail(500, ROLE_NOT_FOUND);
  return { id: role.id, roleName: role.roleName, rules: role.rules, status: role.status, menuList: menuChecks(new Set(ruleIds(role.rules))) };
}

export function setRoleStatus(body: SystemRoleStatusRequest) {
  const role = roleOf(body.id);
  if (!role) return fail(500, ROLE_NOT_FOUND);
  role.status = body.status;
  role.updateTime = now();
  refreshGrants(getDb());
  commit();
  return null;
}

/** The menu tree to choose a role's menus from, none checked. */
export const menuTree = () => menuChecks();

export function adminPage(q: GetAdminListParams) {
  const keyword = q.realName?.trim() ?? '';
  const rows = getDb().accounts.filter(
    (a) =>
      (!keyword || a.realName.includes(keyword) || a.account.includes(keyword)) &&
      (q.roles === undefined || a.roleIds.includes(q.roles)) &&
      (q.status === undefined || a.status === q.status),
  );
  return pageOf(rows, q, toAdmin);
}

export function addAdmin(body: SystemAdminAddRequest) {
  const pwdError = passwordError(body.pwd);
  if (pwdError) return pwdError;
  const valid = validateAdmin(body);
  if (isError(valid)) return valid;
  const db = getDb();
  const id = db.accounts.reduce((max, a) => Math.max(max, a.id), 0) + 1;
  db.accounts.push({
    id,
    ...valid,
    pwd: body.pwd,
    avatar: avatar(id, valid.realName.slice(0, 1)),
    introduction: '',
    type: 4,
    roles: [valid.account],
    roleNames: '',
    permissions: [],
    menus: [],
    isSms: false,
    loginCount: 0,
    lastIp: '',
    lastTime: '',
    createTime: now(),
  });
  refreshGrants(db);
  commit();
  return null;
}

export function updateAdmin(body: SystemAdminUpdateRequest) {
  const target = adminOf(body.id);
  if (!target) return fail(500, ADMIN_NOT_FOUND);
  if (target.type === 2) return fail(500, '店长账号不能在此修改，请到个人中心修改');
  const valid = validateAdmin(body, target.id);
  if (isError(valid)) return valid;
  if (valid.account !== target.account || !valid.status) endSessions(target.id);
  Object.assign(target, valid);
  refreshGrants(getDb());
  commit();
  return null;
}

/** Deletes an admin; never the owner, never the one asking. */
export function deleteAdmin(account: DemoAccount, id: number) {
  const target = adminOf(id);
  if (!target) return fail(500, ADMIN_NOT_FOUND);
  if (target.type === 2) return fail(500, '店长账号不能删除');
  if (target.id === account.id) return fail(500, '不能删除自己的账号');
  const db = getDb();
  endSessions(target.id);
  db.accounts = db.accounts.filter((a) => a.id !== target.id);
  commit();
  return null;
}

export function adminInfo(id: number) {
  const target = adminOf(id);
  return target ? toAdmin(target) : fail(500, ADMIN_NOT_FOUND);
}

/** Switches an admin on or off; never the owner, never the one asking. Switched off, they are signed out. */
export function setAdminStatus(account: DemoAccount, id: number, status: boolean) {
  const target = adminOf(id);
  if (!target) return fail(500, ADMIN_NOT_FOUND);
  if (target.type === 2) return fail(500, '店长账号不能停用');
  if (target.id === account.id) return fail(500, '不能修改自己的状态');
  target.status = status;
  if (!status) endSessions(target.id);
  commit();
  return null;
}

export function setAdminPassword(account: DemoAccount, body: SystemAdminPasswordRequest) {
  const target = adminOf(body.id);
  if (!target) return fail(500, ADMIN_NOT_FOUND);
  const pwdError = passwordError(body.password);
  if (pwdError) return pwdError;
  if (body.password !== body.confirmPassword) return fail(400, '两次输入的密码不一致');
  target.pwd = body.password;
  // Whoever signed in with the old password signs in again, unless it is the one changing it.
  if (target.id !== account.id) endSessions(target.id);
  commit();
  return null;
}

export function toggleAdminSms(id: number) {
  const target = adminOf(id);
  if (!target) return fail(500, ADMIN_NOT_FOUND);
  target.isSms = !target.isSms;
  commit();
  return null;
}

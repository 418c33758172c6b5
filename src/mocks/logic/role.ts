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
import type { DemoAccount } from '../types/accounts';
import { grantableIds, menuChecks, refreshGrants, roleNamesOf, ruleIds } from '../seed/roles';
import { endSessions } from './auth';
import { formatDateTime } from './time';

// 管理权限: the store's roles (身份) with the menus they grant, and its admins with the roles they hold.

const ROLE_NAME_MAX = 32;
const ACCOUNT_MAX = 32;
const REAL_NAME_MAX = 16;
const PWD_MIN = 6;
const PWD_MAX = 30;
// The reference backend's refusals (its AdminResultCode and SystemConfigResultCode, and the 400s its services
// throw): a client of that backend reads these codes.
const ROLE_NOT_FOUND = () => fail(7502, '角色不存在');
const ADMIN_NOT_FOUND = () => fail(3002, '管理员不存在');
/** The owner (type 2) is built in: no other admin edits, switches off, re-passwords or deletes it. */
const BUILT_IN_EDIT = () => fail(400, '系统内置权限，不允许编辑');

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
  if (roleName.length > ROLE_NAME_MAX) return fail(400, `身份管理名称不能超过${ROLE_NAME_MAX}个字符`);
  if (getDb().roles.some((r) => r.roleName === roleName && r.id !== id)) return fail(400, '角色名称重复');
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

/**
 * The fields of a new or changed admin. The reference's request classes declare these limits without
 * checking them; the demo checks them, since its grants follow the roles held.
 */
function validateAdmin(body: SystemAdminAddRequest | SystemAdminUpdateRequest): AdminFields | ErrorResult {
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
  return { account, realName, roleIds, status: body.status, phone };
}

/** Whether another admin has the account (the reference looks at every admin of every store). */
const accountTaken = (account: string, self?: number) => getDb().accounts.some((a) => a.account === account && a.id !== self);

const passwordError = (pwd: string) => (pwd.length < PWD_MIN || pwd.length > PWD_MAX ? fail(400, `密码长度在${PWD_MIN}-${PWD_MAX}个字符`) : null);

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
  if (body.id === undefined) return fail(400, '角色ID不能为空');
  const role = roleOf(body.id);
  if (!role) return ROLE_NOT_FOUND();
  const valid = validateRole(body, role.id);
  if (isError(valid)) return valid;
  Object.assign(role, valid, { status: body.status, updateTime: now() });
  refreshGrants(getDb());
  commit();
  return null;
}

export function deleteRole(id: number) {
  const db = getDb();
  // The reference's words for a role that is not there, on delete.
  if (!roleOf(id)) return fail(7502, '角色已删除');
  if (db.accounts.some((a) => a.roleIds.includes(id))) return fail(7502, '角色已使用');
  db.roles = db.roles.filter((r) => r.id !== id);
  commit();
  return null;
}

export function roleInfo(id: number) {
  const role = roleOf(id);
  if (!role) return ROLE_NOT_FOUND();
  return { id: role.id, roleName: role.roleName, rules: role.rules, status: role.status, menuList: menuChecks(new Set(ruleIds(role.rules))) };
}

export function setRoleStatus(body: SystemRoleStatusRequest) {
  const role = roleOf(body.id);
  if (!role) return ROLE_NOT_FOUND();
  // The same status again writes nothing.
  if (role.status === body.status) return null;
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
  if (accountTaken(body.account.trim())) return fail(3001, '管理员已存在');
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

/**
 * Changes an admin other than the owner. A blank phone leaves the one kept (the reference writes the
 * phone only when one is sent). A renamed or switched-off admin is signed out, which the reference
 * does not do (its sessions live on up to a day).
 */
export function updateAdmin(body: SystemAdminUpdateRequest) {
  const target = adminOf(body.id);
  if (!target) return ADMIN_NOT_FOUND();
  if (target.type === 2) return BUILT_IN_EDIT();
  const valid = validateAdmin(body);
  if (isError(valid)) return valid;
  if (accountTaken(valid.account, target.id)) return fail(400, '账号已存在');
  if (valid.account !== target.account || !valid.status) endSessions(target.id);
  Object.assign(target, valid, { phone: valid.phone || target.phone });
  refreshGrants(getDb());
  commit();
  return null;
}

/** Deletes an admin; never the owner, never the one asking (who would be signed out by it). */
export function deleteAdmin(account: DemoAccount, id: number) {
  const target = adminOf(id);
  if (!target) return ADMIN_NOT_FOUND();
  if (target.type === 2) return fail(400, '系统内置权限，不允许删除');
  if (target.id === account.id) return fail(500, '不能删除自己的账号');
  const db = getDb();
  endSessions(target.id);
  db.accounts = db.accounts.filter((a) => a.id !== target.id);
  commit();
  return null;
}

export function adminInfo(id: number) {
  const target = adminOf(id);
  return target ? toAdmin(target) : ADMIN_NOT_FOUND();
}

/** Switches an admin on or off; never the owner, never the one asking. Switched off, they are signed out. */
export function setAdminStatus(account: DemoAccount, id: number, status: boolean) {
  const target = adminOf(id);
  if (!target) return ADMIN_NOT_FOUND();
  if (target.type === 2) return BUILT_IN_EDIT();
  if (target.id === account.id) return fail(500, '不能修改自己的状态');
  if (target.status === status) return null;
  target.status = status;
  if (!status) endSessions(target.id);
  commit();
  return null;
}

/**
 * Sets another admin's password, in the reference's order: the two typed alike, the admin there, not the
 * owner (whose password only the owner changes, in 个人中心).
 */
export function setAdminPassword(account: DemoAccount, body: SystemAdminPasswordRequest) {
  const pwdError = passwordError(body.password) ?? passwordError(body.confirmPassword);
  if (pwdError) return pwdError;
  if (body.password !== body.confirmPassword) return fail(400, '两次密码输入不一致');
  const target = adminOf(body.id);
  if (!target) return ADMIN_NOT_FOUND();
  if (target.type === 2) return BUILT_IN_EDIT();
  target.pwd = body.password;
  // Whoever signed in with the old password signs in again, unless it is the one changing it.
  if (target.id !== account.id) endSessions(target.id);
  commit();
  return null;
}

/** Switches an admin's SMS notices; switching them on needs a phone to send them to. */
export function toggleAdminSms(id: number) {
  const target = adminOf(id);
  if (!target) return ADMIN_NOT_FOUND();
  if (!target.isSms && !target.phone.trim()) return fail(400, '请先为管理员设置手机号');
  target.isSms = !target.isSms;
  commit();
  return null;
}

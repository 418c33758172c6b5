import { handle } from '../kit/handle';
import {
  addAdmin,
  addRole,
  adminInfo,
  adminPage,
  deleteAdmin,
  deleteRole,
  menuTree,
  roleInfo,
  rolePage,
  setAdminPassword,
  setAdminStatus,
  setRoleStatus,
  toggleAdminSms,
  updateAdmin,
  updateRole,
} from '../logic/role';
import { SETTINGS_LOG } from './settings-log';

export const roleHandlers = [
  handle('getRoleList', { permission: 'merchant:admin:role:list' }, ({ query }) => rolePage(query)),
  handle('saveRole', { permission: 'merchant:admin:role:save', log: SETTINGS_LOG.roleSave }, ({ body }) => addRole(body)),
  handle('updateRole', { permission: 'merchant:admin:role:update', log: SETTINGS_LOG.roleUpdate }, ({ body }) => updateRole(body)),
  handle('deleteRole', { permission: 'merchant:admin:role:delete', log: SETTINGS_LOG.roleDelete }, ({ params }) => deleteRole(params.id)),
  handle('getRoleInfo', { permission: 'merchant:admin:role:info' }, ({ params }) => roleInfo(params.id)),
  handle('updateRoleStatus', { permission: 'merchant:admin:role:update:status', log: SETTINGS_LOG.roleStatus }, ({ body }) => setRoleStatus(body)),
  handle('getMenuCacheTree', { permission: 'merchant:menu:cache:tree' }, menuTree),
  handle('getAdminList', { permission: 'merchant:admin:list' }, ({ query }) => adminPage(query)),
  handle('saveAdmin', { permission: 'merchant:admin:save', log: SETTINGS_LOG.adminSave }, ({ body }) => addAdmin(body)),
  handle('updateAdmin', { permission: 'merchant:admin:update', log: SETTINGS_LOG.adminUpdate }, ({ body }) => updateAdmin(body)),
  handle('deleteAdmin', { permission: 'merchant:admin:delete', log: SETTINGS_LOG.adminDelete }, ({ account, query }) => deleteAdmin(account, query.id)),
  handle('getAdminInfo', { permission: 'merchant:admin:info' }, ({ query }) => adminInfo(query.id)),
  handle('updateAdminStatus', { permission: 'merchant:admin:update:status', log: SETTINGS_LOG.adminStatus }, ({ account, query }) => setAdminStatus(account, query.id, query.status)),
  handle('updateAdminPassword', { permission: 'merchant:admin:update:password', log: SETTINGS_LOG.adminPassword }, ({ account, body }) => setAdminPassword(account, body)),
  handle('toggleAdminSms', { permission: 'merchant:admin:update:receive:sms', log: SETTINGS_LOG.adminSms }, ({ params }) => toggleAdminSms(params.id)),
];

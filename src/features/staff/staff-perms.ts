/**
 * 员工管理's permissions. The reference names none (its employee calls are open to any admin, docs/reference-backend.md,
 * differences); the demo backend requires these, and a real backend guarding the calls would use them.
 */
export const STAFF_PERMS = {
  list: 'merchant:employee:list',
  info: 'merchant:employee:info',
  save: 'merchant:employee:save',
  update: 'merchant:employee:update',
  delete: 'merchant:employee:delete',
} as const;

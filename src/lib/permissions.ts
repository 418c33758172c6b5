/** Permission and role checks (SPEC.md §6). Pure functions; components read the session through hooks. */
export const ALL_PERMISSIONS = '*:*:*';
export const SUPER_ROLE = 'admin';

export type PermissionMode = 'or' | 'and';

/**
 * True when the held permissions grant the required ones: any of them ('or', the default) or all of
 * them ('and'). '*:*:*' grants everything. An empty requirement is a programming error: it is logged
 * and grants nothing, as the reference checker does.
 */
export function hasPermission(
  held: readonly string[],
  required: string | readonly string[],
  mode: PermissionMode = 'or',
): boolean {
  const list = typeof required === 'string' ? [required] : required;
  if (list.length === 0) {
    console.error('请设置操作权限标签值');
    return false;
  }
  if (held.includes(ALL_PERMISSIONS)) return true;
  return mode === 'and' ? list.every((p) => held.includes(p)) : list.some((p) => held.includes(p));
}

/** Role check: a holder of 'admin' always passes, others need one of the listed roles. */
export function hasRole(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) {
    console.error('请设置角色权限标签值');
    return false;
  }
  if (held.includes(SUPER_ROLE)) return true;
  return required.some((r) => held.includes(r));
}

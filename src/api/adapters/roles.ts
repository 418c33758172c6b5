/** The reference backend's role id of the store owner (its merchant "超级管理员"). */
export const REFERENCE_OWNER_ROLE = '2';

/**
 * The roles an admin holds, as the console checks them (SPEC.md §6: role 'admin' always passes): a list as
 * SPEC.md has it passes as it is; the reference backend's comma list of role ids ("2,5") becomes a list,
 * with 'admin' for its store owner's role.
 */
export function roles(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids.includes(REFERENCE_OWNER_ROLE) ? ['admin', ...ids] : ids;
}

import { employeeRoleLabel, employeeRoleOptions, type EmployeeRoleCode } from '@/lib/enums';

// An employee's 管理权限 travel as the reference's `role`: a comma list of codes ("1,2,5").

const ORDER: readonly EmployeeRoleCode[] = employeeRoleOptions.map((o) => o.value);

/** The known codes of a `role` list, each once, in the options' order; anything else is left out. */
export function employeeRoleCodes(role: string | undefined): EmployeeRoleCode[] {
  const listed = new Set((role ?? '').split(',').map((part) => part.trim()));
  return ORDER.filter((code) => listed.has(String(code)));
}

/** The `role` list of some codes, in the options' order. */
export const employeeRoleText = (codes: readonly number[]): string => employeeRoleCodes(codes.join(',')).join(',');

/** The names of the permissions a `role` list grants: ['订单管理', '订单核销']. */
export const employeeRoleNames = (role: string | undefined): string[] => employeeRoleCodes(role).map((code) => employeeRoleLabel(code));

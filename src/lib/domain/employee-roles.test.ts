import { employeeRoleCodes, employeeRoleNames, employeeRoleText } from './employee-roles';

describe('an employee’s 管理权限 (the reference’s role list)', () => {
  it('reads the codes of a comma list in the console’s order, each once, unknown ones left out', () => {
    expect(employeeRoleCodes('6,1, 5,1,9,x')).toEqual([1, 5, 6]);
    expect(employeeRoleCodes('')).toEqual([]);
    expect(employeeRoleCodes(undefined)).toEqual([]);
  });

  it('writes codes as the list the backend takes', () => {
    expect(employeeRoleText([5, 2, 2, 1])).toBe('1,2,5');
    expect(employeeRoleText([])).toBe('');
  });

  it('names the permissions held, 代客下单 included when a backend grants it', () => {
    expect(employeeRoleNames('6,3,4')).toEqual(['售后管理', '代客下单', '销量/用户统计']);
  });
});

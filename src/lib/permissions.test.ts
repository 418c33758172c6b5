import { hasPermission, hasRole } from './permissions';

describe('hasPermission', () => {
  it("grants everything to '*:*:*'", () => {
    expect(hasPermission(['*:*:*'], 'merchant:attachment:delete')).toBe(true);
    expect(hasPermission(['*:*:*'], ['a', 'b'], 'and')).toBe(true);
  });

  it('needs any of the listed permissions in OR mode and all of them in AND mode', () => {
    const held = ['merchant:attachment:list', 'merchant:attachment:move'];
    expect(hasPermission(held, ['merchant:attachment:delete', 'merchant:attachment:move'])).toBe(true);
    expect(hasPermission(held, ['merchant:attachment:delete', 'merchant:attachment:move'], 'and')).toBe(false);
    expect(hasPermission(held, ['merchant:attachment:list', 'merchant:attachment:move'], 'and')).toBe(true);
    expect(hasPermission(held, 'merchant:attachment:delete')).toBe(false);
  });

  it('logs an error and grants nothing when no permission is given', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(hasPermission(['*:*:*'], [])).toBe(false);
    expect(spy).toHaveBeenCalledWith('请设置操作权限标签值');
    spy.mockRestore();
  });
});

describe('hasRole', () => {
  it("passes 'admin' always and others only with a listed role", () => {
    expect(hasRole(['admin'], ['finance'])).toBe(true);
    expect(hasRole(['staff'], ['finance', 'staff'])).toBe(true);
    expect(hasRole(['staff'], ['finance'])).toBe(false);
  });
});

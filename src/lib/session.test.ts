import type { LoginAdminResponse } from '@/api/generated/model';
import { getDb } from '@/mocks/db';
import { getToken } from './session-cookies';
import { clearSession, getSession, switchRole } from './session';
import { loadSession, toSession } from './session-load';

const info: LoginAdminResponse = { id: 1, account: 'admin', realName: '张店长', roles: ['admin'], permissionsList: ['*:*:*'] };

describe('toSession', () => {
  it('refuses missing info', () => {
    expect(() => toSession(undefined, [])).toThrow('验证失败，请重新登录。');
  });

  it('refuses an empty or missing roles array', () => {
    expect(() => toSession({ ...info, roles: [] }, [])).toThrow('账号未分配角色，请联系店铺管理员');
    expect(() => toSession({ ...info, roles: null as unknown as string[] }, [])).toThrow('账号未分配角色，请联系店铺管理员');
  });

  it('takes name, roles and permissions from the user info', () => {
    expect(toSession(info, [])).toMatchObject({ account: 'admin', name: '张店长', roles: ['admin'], permissions: ['*:*:*'] });
  });
});

describe('the session store', () => {
  it('loads user info and menus once for concurrent callers', async () => {
    switchRole('admin');
    const [a, b] = await Promise.all([loadSession(), loadSession()]);
    expect(a).toBe(b);
    expect(getSession()?.account).toBe('admin');
  });

  it('role switch: a token derived from the role name, and the routes load again for that role', async () => {
    switchRole('admin');
    expect((await loadSession()).account).toBe('admin');
    switchRole('staff');
    expect(getToken()).toBe('staff-token');
    expect(getSession()).toBeNull();
    const staff = await loadSession();
    expect(staff.account).toBe('staff');
    expect(staff.menus.map((m) => m.url)).not.toContain('/finance');
    expect(getDb().sessions['staff-token']).toBe(2);
  });

  it('clearing forgets the token and the loaded session', async () => {
    switchRole('admin');
    await loadSession();
    clearSession();
    expect(getToken()).toBeUndefined();
    expect(getSession()).toBeNull();
  });
});

import type { LoginAdminResponse } from '@/api/generated/model';
import { getDb } from '@/mocks/db';
import { getToken } from './session-cookies';
import { clearSession, getSession, renameSession, switchRole } from './session';
import { loadSession, restoreSession, toSession } from './session-load';
import { KEPT_SESSION_KEY } from './storage';

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

  it('clearing forgets the token and the loaded session, the one kept for the next visit too', async () => {
    switchRole('admin');
    await loadSession();
    expect(window.localStorage.getItem(KEPT_SESSION_KEY)).toContain('张店长');
    clearSession();
    expect(getToken()).toBeUndefined();
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(KEPT_SESSION_KEY)).toBeNull();
  });

  it('keeps what the console shows for the next visit, without the token', async () => {
    switchRole('admin');
    await loadSession();
    renameSession('王店长');
    switchRole('admin');
    expect(restoreSession()).toMatchObject({ account: 'admin', name: '王店长' });
    expect(getSession()?.name).toBe('王店长');
    expect(window.localStorage.getItem(KEPT_SESSION_KEY)).not.toContain('admin-token');
  });

  it('starts a visit from nothing when the session was kept for another token or is unreadable', async () => {
    switchRole('admin');
    await loadSession();
    switchRole('staff');
    expect(restoreSession()).toBeNull();
    window.localStorage.setItem(KEPT_SESSION_KEY, '{"token":1,');
    expect(restoreSession()).toBeNull();
    expect(getSession()).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getCookie } from '@/lib/storage';
import { server } from '@/mocks/node';
import { getDb } from '@/mocks/db';
import { getMessages } from '@/lib/message';
import { renderApp, signIn } from '@/test/render-app';

// The route guard and the end of a session; signing in itself is auth-flow.test.tsx.

const toastTexts = () => getMessages().map((m) => m.text);

describe('the route guard', () => {
  it('sends a signed-in user away from /login to the dashboard', async () => {
    const first = renderApp('/login');
    await signIn(first.user, 'admin', 'admin123');
    await screen.findByTestId('real-name');
    first.app.router.history.push('/login');
    await waitFor(() => expect(first.location().pathname).toBe('/dashboard'));
  });

  it('refuses a user whose info has no roles, resets the token and shows why', async () => {
    server.use(
      http.get('*/api/admin/merchant/getAdminInfoByToken', () =>
        HttpResponse.json({ code: 200, message: 'ok', data: { id: 9, account: 'x', realName: 'x', roles: [], permissionsList: [] } }),
      ),
    );
    const { user, location } = renderApp('/dashboard');
    await signIn(user, 'admin', 'admin123');
    await waitFor(() => expect(toastTexts()).toContain('账号未分配角色，请联系店铺管理员'));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(getCookie('merJToken')).toBeUndefined();
  });

  it('keeps the staff account out of routes outside its menu tree and out of role-admin routes', async () => {
    const { user } = renderApp('/login');
    await signIn(user, 'staff', 'staff123');
    await screen.findByTestId('real-name');
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(nav).queryByText('财务')).not.toBeInTheDocument();
    expect(within(nav).queryByText('移动端')).not.toBeInTheDocument();
    expect(within(nav).getByText('订单')).toBeInTheDocument();

  });

  it('answers /401 for a page of the console that is not in the menu tree', async () => {
    // The staff tree without the dashboard: the page exists but this account may not open it.
    const staffMenus = getDb().accounts[1].menus.filter((m) => m.url !== '/dashboard');
    getDb().accounts[1].menus = staffMenus;
    const { user, location } = renderApp('/login?redirect=%2Fdashboard');
    await signIn(user, 'staff', 'staff123');
    expect(await screen.findByRole('heading', { name: '没有权限' })).toBeInTheDocument();
    expect(location().pathname).toBe('/401');
  });

  it('sends unknown paths to /404 when signed in', async () => {
    const { user, app, location } = renderApp('/login');
    await signIn(user, 'admin', 'admin123');
    await screen.findByTestId('real-name');
    app.router.history.push('/no/such/page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(location().pathname).toBe('/404');
  });

  it('signs out: server call, then every trace of the session is gone', async () => {
    const { user, location } = renderApp('/login');
    await signIn(user, 'admin', 'admin123');
    await screen.findByTestId('real-name');
    const token = getCookie('merJToken') ?? '';
    window.sessionStorage.setItem('token', token);
    window.sessionStorage.setItem('tagsView', '["/dashboard"]');
    window.localStorage.setItem('storeStaffList', '[]');

    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const ask = await screen.findByRole('alertdialog', { name: '提示' });
    expect(ask).toHaveTextContent('此操作将退出登录, 是否继续?');
    await user.click(within(ask).getByRole('button', { name: '确认' }));
    await screen.findByLabelText('账号');
    expect(location().search).toEqual({ redirect: '/dashboard' });
    expect(getCookie('merJToken')).toBeUndefined();
    expect(getCookie('merInfo')).toBeUndefined();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('tagsView')).toBeNull();
    expect(window.localStorage.getItem('storeStaffList')).toBeNull();
    expect(getDb().sessions[token]).toBeUndefined();
  });
});

describe('signing out from the user menu', () => {
  it('asks first: 取消 keeps the session and the page, and says nothing', async () => {
    const { user, location } = renderApp('/login');
    await signIn(user, 'admin', 'admin123');
    await screen.findByTestId('real-name');
    const token = getCookie('merJToken');

    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const ask = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(ask).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['确认', '取消']));
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location().pathname).toBe('/dashboard');
    expect(screen.getByTestId('real-name')).toHaveTextContent('张店长');
    expect(getCookie('merJToken')).toBe(token);
    expect(getDb().sessions[token ?? '']).toBeDefined();
    expect(toastTexts()).not.toContain('已取消');
  });
});

describe('guard failures and tab refresh', () => {
  it('shows 登录信息加载失败 when loading the session fails without a message, and resets the token', async () => {
    const { user, location } = renderApp('/login');
    const session = await import('@/lib/session-load');
    const spy = vi.spyOn(session, 'loadSession').mockRejectedValueOnce(new Error(''));
    await signIn(user, 'admin', 'admin123');
    await waitFor(() => expect(toastTexts()).toContain('登录信息加载失败，请重新登录'));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(getCookie('merJToken')).toBeUndefined();
    spy.mockRestore();
  });

  it('/redirect/{path} opens the path again with its query', async () => {
    const { user, app, location } = renderApp('/login');
    await signIn(user, 'admin', 'admin123');
    await screen.findByTestId('real-name');
    app.router.history.push('/redirect/dashboard?tab=2');
    await waitFor(() => expect(location().href).toBe('/dashboard?tab=2'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@/mocks/node';
import { getMessages } from '@/lib/message';
import { getSession, switchRole } from '@/lib/session';
import { getToken } from '@/lib/session-cookies';
import { KEPT_SESSION_KEY } from '@/lib/storage';
import { loadSession } from '@/lib/session-load';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

// A console opened again (a reload, a new tab) draws its frame and the page's own frame from the session
// kept from the last visit, without waiting for user info, menus or the page's data; they fill in after.

/** Holds the answers to a GET until released (the demo backend answers them then). */
function hold(path: string) {
  const waiting: Array<() => void> = [];
  const gate = new Promise<void>((resolve) => waiting.push(resolve));
  server.use(http.get(`*/api/admin/merchant/${path}`, async () => void (await gate)));
  return () => waiting.forEach((resolve) => resolve());
}

/** A visit signed in as `role` before this one, in this browser: its session is kept, nothing is in memory. */
async function visitedBefore(role: 'admin' | 'staff') {
  switchRole(role);
  await loadSession();
  switchRole(role);
}

interface Kept {
  token: string;
  session: { menus: Array<{ name: string }> };
}
const readKept = () => JSON.parse(window.localStorage.getItem(KEPT_SESSION_KEY) ?? 'null') as Kept;

/** The sidebar, once drawn: the first render in a worker loads the layout's and the page's modules (as findTable waits). */
const mainMenu = () => screen.findByRole('navigation', { name: '主菜单' }, { timeout: 5000 });

describe('a console opened again with a kept session', () => {
  it('draws the frame, the filter bar and the table skeleton while user info, menus and the rows are on their way', async () => {
    await visitedBefore('admin');
    const releases = [hold('getAdminInfoByToken'), hold('getMenus'), hold('user/list')];
    renderApp('/user/index');
    expect(within(await mainMenu()).getByRole('button', { name: '用户' })).toBeInTheDocument();
    expect(screen.getByTestId('real-name')).toHaveTextContent('张店长');
    expect(screen.getByRole('button', { name: '重置' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '用户列表' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    // A skeleton until the first answer, never an empty table.
    expect(within(table).queryByText('暂无数据')).toBeNull();
    for (const release of releases) release();
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    expect(within(table).getAllByRole('button', { name: '用户详情' }).length).toBeGreaterThan(0);
  });

  it('shows the menus loaded again behind it when they changed', async () => {
    await visitedBefore('admin');
    const kept = readKept();
    kept.session.menus[0].name = '旧的菜单';
    window.localStorage.setItem(KEPT_SESSION_KEY, JSON.stringify(kept));
    const release = hold('getMenus');
    renderApp('/dashboard');
    expect(await screen.findByText('旧的菜单', {}, { timeout: 5000 })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('旧的菜单')).toBeNull());
    expect(readKept().session.menus[0].name).not.toBe('旧的菜单');
  });

  it('closes a page the menus loaded again no longer hold', async () => {
    // The clerk's session kept with the owner's menus, which hold 账单管理; the clerk's own do not.
    await visitedBefore('admin');
    const owners = readKept();
    await visitedBefore('staff');
    window.localStorage.setItem(KEPT_SESSION_KEY, JSON.stringify({ ...readKept(), session: { ...readKept().session, menus: owners.session.menus } }));
    const { location } = renderApp('/finance/statement');
    await waitFor(() => expect(location().pathname).toBe('/401'));
    expect(getSession()?.account).toBe('staff');
  });

  it('is not used under another token', async () => {
    await visitedBefore('admin');
    switchRole('staff');
    const requests = recordRequests();
    const release = hold('getMenus');
    renderApp('/dashboard');
    await waitFor(() => expect(requests.count('/getMenus')).toBe(1));
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
    release();
    expect(await screen.findByTestId('real-name')).toHaveTextContent('李客服');
  });

  it('ends the session as a failed first load does when loading it again fails', async () => {
    await visitedBefore('admin');
    server.use(http.get('*/api/admin/merchant/getMenus', () => Response.json({ code: 500, message: '系统繁忙，请稍后重试' })));
    const { location } = renderApp('/user/index');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().search).toEqual({ redirect: '/user/index' });
    expect(getMessages().map((m) => m.text)).toContain('系统繁忙，请稍后重试');
    expect(getToken()).toBeUndefined();
    expect(window.localStorage.getItem(KEPT_SESSION_KEY)).toBeNull();
  });
});

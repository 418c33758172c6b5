import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getCookie } from '@/lib/storage';
import { openPage, texts } from '@/test/page';
import type { SessionNews } from '@/lib/session';
import { recordRequests } from '@/test/requests';
import { merchantLogin } from '@/api/generated/functions/auth/auth';
import { setLoginInfo, setToken } from '@/lib/session-cookies';

// Another account signing in in another tab (the token cookie is shared): this tab moves to that account's
// console. The page it showed must not ask for its data again under the new token on the way (issue 29: a
// finance page answered 403, and the English 'No permission to access' showed once).
describe('another account signing in in another tab', () => {
  it('takes this tab to that account’s console without the old page asking anything under the new token', async () => {
    const { location } = await openPage('/finance/capitalFlow', '资金流水列表');
    const requests = recordRequests();
    // What the other tab's sign-in does: the shared cookie holds the staff member's token, and the news goes
    // out. Chromium updates each renderer's copy of the cookies on its own schedule, so here this tab still
    // reads the owner's token when the news comes (it then loaded the owner's console again).
    expect(getCookie('merJToken')).toBeTruthy();
    const otherTab = new BroadcastChannel('merchant-session');
    const news: SessionNews = { kind: 'started', account: 'staff', login: { account: 'staff', realName: '李客服', token: 'staff-token' } };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    otherTab.postMessage(news);
    otherTab.close();

    await waitFor(() => expect(texts()).toContain('已在其他窗口登录账号 staff'));
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), { timeout: 8000 });
    expect(requests.all('').map((r) => r.url.pathname).filter((p) => p.includes('/finance/'))).toEqual([]);
    expect(texts()).toEqual(['已在其他窗口登录账号 staff']);
    expect(getCookie('merJToken')).toBe('staff-token');
    expect(screen.getByTestId('real-name')).toHaveTextContent('李客服');
  });
});

describe('signing out in another tab', () => {
  it('takes this tab to sign-in, back to its page afterwards, even while it still reads the old token', async () => {
    const { location } = await openPage('/finance/capitalFlow', '资金流水列表');
    // The other tab removed the shared cookie before telling, but Chromium updates each renderer's copy of
    // the cookies on its own schedule: here the token is still there when the news comes.
    expect(getCookie('merJToken')).toBeTruthy();
    const otherTab = new BroadcastChannel('merchant-session');
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    otherTab.postMessage({ kind: 'ended' });
    otherTab.close();

    // With the token still read, the sign-in page took the tab for signed in and sent it on to '/'.
    await waitFor(() => expect(location().href).toBe('/login?redirect=%2Ffinance%2FcapitalFlow'));
    expect(getCookie('merJToken')).toBeUndefined();
  });
});

/** The coupon form with a name typed, as it is while its draft is being kept. */
async function couponFormTyped(name: string) {
  const app = await openPage('/coupon/list/save', () => screen.findByRole('form', { name: '添加优惠劵' }, { timeout: 8000 }));
  await app.user.type(screen.getByLabelText('优惠劵名称'), name);
  return app;
}

describe('a form with unsaved input when the session ends in another tab', () => {
  it('keeps its draft for the account it was opened for when another account signs in, and moves on to that account’s console', async () => {
    const { location } = await couponFormTyped('周年庆');
    // The other tab's sign-in: the shared cookies name the staff member before its news comes (Chromium), and
    // the pause in typing ends in between: the draft is written then.
    const staff = await merchantLogin({ account: 'staff', pwd: 'staff123' });
    setToken(staff.token);
    setLoginInfo({ account: staff.account, realName: staff.realName });
    await waitFor(() => expect(Object.keys(window.localStorage).filter((key) => key.startsWith('draft:'))).toHaveLength(1), { timeout: 3000 });
    expect(window.localStorage.getItem('draft:admin:coupon:create')).toContain('周年庆');
    const otherTab = new BroadcastChannel('merchant-session');
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    otherTab.postMessage({ kind: 'started', account: 'staff', login: staff } satisfies SessionNews);
    otherTab.close();

    // Not a blank page waiting on a question no one sees: the staff member's console.
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), { timeout: 8000 });
    expect(await screen.findByTestId('real-name', {}, { timeout: 5000 })).toHaveTextContent('李客服');
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('draft:'))).toEqual(['draft:admin:coupon:create']);
  });

  it('goes to sign-in with the draft kept when the session is signed out elsewhere', async () => {
    const { location } = await couponFormTyped('双十一');
    const otherTab = new BroadcastChannel('merchant-session');
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    otherTab.postMessage({ kind: 'ended' } satisfies SessionNews);
    otherTab.close();

    expect(await screen.findByLabelText('账号', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(location().href).toBe('/login?redirect=%2Fcoupon%2Flist%2Fsave');
    // Written at once as the session ended, not a pause in typing later.
    expect(window.localStorage.getItem('draft:admin:coupon:create')).toContain('双十一');
  });
});

describe('signing out from the user menu with a form open', () => {
  it('keeps what was typed the moment before, its pause in typing not passed', async () => {
    const { user, location } = await couponFormTyped('会员日');
    await waitFor(() => expect(window.localStorage.getItem('draft:admin:coupon:create')).toContain('会员日'), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const ask = await screen.findByRole('alertdialog', { name: '提示' });
    // The last words typed as the question came up (the form is behind it), then 确认 at once.
    fireEvent.change(screen.getByLabelText('优惠劵名称'), { target: { value: '会员日满100减20' } });
    await user.click(within(ask).getByRole('button', { name: '确认' }));

    expect(await screen.findByLabelText('账号', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(location().href).toBe('/login?redirect=%2Fcoupon%2Flist%2Fsave');
    expect(window.localStorage.getItem('draft:admin:coupon:create')).toContain('会员日满100减20');
  });
});

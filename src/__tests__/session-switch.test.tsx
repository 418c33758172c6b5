import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { openPage, texts } from '@/test/page';
import type { SessionNews } from '@/lib/session';
import { recordRequests } from '@/test/requests';

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
    expect(Cookies.get('merJToken')).toBeTruthy();
    const otherTab = new BroadcastChannel('merchant-session');
    const news: SessionNews = { kind: 'started', account: 'staff', login: { account: 'staff', realName: '李客服', token: 'staff-token' } };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    otherTab.postMessage(news);
    otherTab.close();

    await waitFor(() => expect(texts()).toContain('已在其他窗口登录账号 staff'));
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), { timeout: 8000 });
    expect(requests.all('').map((r) => r.url.pathname).filter((p) => p.includes('/finance/'))).toEqual([]);
    expect(texts()).toEqual(['已在其他窗口登录账号 staff']);
    expect(Cookies.get('merJToken')).toBe('staff-token');
    expect(screen.getByTestId('real-name')).toHaveTextContent('李客服');
  });
});

describe('signing out in another tab', () => {
  it('takes this tab to sign-in, back to its page afterwards, even while it still reads the old token', async () => {
    const { location } = await openPage('/finance/capitalFlow', '资金流水列表');
    // The other tab removed the shared cookie before telling, but Chromium updates each renderer's copy of
    // the cookies on its own schedule: here the token is still there when the news comes.
    expect(Cookies.get('merJToken')).toBeTruthy();
    const otherTab = new BroadcastChannel('merchant-session');
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    otherTab.postMessage({ kind: 'ended' });
    otherTab.close();

    // With the token still read, the sign-in page took the tab for signed in and sent it on to '/'.
    await waitFor(() => expect(location().href).toBe('/login?redirect=%2Ffinance%2FcapitalFlow'));
    expect(Cookies.get('merJToken')).toBeUndefined();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { getCookie } from '@/lib/storage';
import { merchantLogin } from '@/api/generated/functions/auth/auth';
import { SESSION_EXPIRED_MESSAGE } from '@/api/errors';
import { getDb } from '@/mocks/db';
import { startSession } from '@/lib/session';
import { renderApp } from '@/test/render-app';
import { texts } from '@/test/page';

// Links that sign in: the platform's 登录商户 hand-off (?token=…&account=…&leftTopLogo=… on any address, the
// token from its ultraViresLogin) and the jump login of another system (/auth-redirect?ticket=…).

/** A token the platform got for an account (the demo backend knows it as a session). */
function platformToken(account: 'admin' | 'staff', token = `platform-${account}-0123456789abcdef`) {
  const db = getDb();
  db.sessions[token] = db.accounts.find((a) => a.account === account)!.id;
  return token;
}

const signedInAsOwner = async () => startSession(await merchantLogin({ account: 'admin', pwd: 'admin123' }));

/** The question a link asks when another account is signed in. */
const question = () => screen.findByRole('alertdialog', { name: '提示' }, { timeout: 8000 });

describe('the platform’s 登录商户 link', () => {
  it('signs that merchant in, takes its parameters off the address and shows the page', async () => {
    const token = platformToken('staff');
    const { location } = renderApp(`/order/list?token=${token}&account=staff&isSms=false&leftTopLogo=%2Flogo-top.png&leftSquareLogo=%2Flogo-square.png&status=all`);
    await waitFor(() => expect(screen.getByTestId('real-name')).toHaveTextContent('李客服'), { timeout: 8000 });
    expect(location().pathname).toBe('/order/list');
    expect(location().searchStr).toBe('?status=all');
    expect(getCookie('merJToken')).toBe(token);
    expect(JSON.parse(getCookie('merInfo') ?? '{}')).toEqual({ account: 'staff', realName: '李客服', isSms: false, leftTopLogo: '/logo-top.png', leftSquareLogo: '/logo-square.png' });
  });

  it('goes to sign-in, without the token in the address, when the backend does not know the token', async () => {
    const { location } = renderApp('/order/list?token=made-up-token-000&account=staff');
    await screen.findByLabelText('账号', {}, { timeout: 8000 });
    expect(location().href).toBe('/login?redirect=%2Forder%2Flist');
    expect(texts()).toContain(SESSION_EXPIRED_MESSAGE);
    expect(getCookie('merJToken')).toBeUndefined();
  });

  it('says whose account it opens while another is signed in: 取消 keeps the session and drops the link', async () => {
    await signedInAsOwner();
    const ownToken = getCookie('merJToken');
    // The link names the owner, but the token is the staff member's: the question names whose it is.
    const { user, location } = renderApp(`/order/list?token=${platformToken('staff')}&account=admin`);
    const ask = await question();
    expect(ask).toHaveTextContent('此链接将登录账号 staff，当前登录的账号 admin 将退出，是否继续?');
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByTestId('real-name')).toHaveTextContent('张店长'), { timeout: 8000 });
    expect(location().href).toBe('/order/list');
    expect(getCookie('merJToken')).toBe(ownToken);
  });

  it('switches to that account on 确认', async () => {
    await signedInAsOwner();
    const token = platformToken('staff');
    const { user, location } = renderApp(`/dashboard?token=${token}&account=staff`);
    await user.click(within(await question()).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getByTestId('real-name')).toHaveTextContent('李客服'), { timeout: 8000 });
    expect(location().href).toBe('/dashboard');
    expect(getCookie('merJToken')).toBe(token);
  });

  it('asks nothing when it opens the account already signed in', async () => {
    await signedInAsOwner();
    const token = platformToken('admin');
    const { location } = renderApp(`/dashboard?token=${token}&account=admin`);
    await waitFor(() => expect(getCookie('merJToken')).toBe(token), { timeout: 8000 });
    expect(await screen.findByTestId('real-name', {}, { timeout: 5000 })).toHaveTextContent('张店长');
    expect(location().href).toBe('/dashboard');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

/** A one-time ticket another system of the platform got for an account. */
function ticketFor(account: 'staff') {
  const db = getDb();
  db.tickets['ticket-0123456789'] = { accountId: db.accounts.find((a) => a.account === account)!.id, expires: Date.now() + 60_000 };
  return 'ticket-0123456789';
}

describe('a jump-login ticket while another account is signed in', () => {

  it('says whose account it opens: 取消 keeps the session and drops the ticket', async () => {
    await signedInAsOwner();
    const ownToken = getCookie('merJToken');
    const { user, location } = renderApp(`/auth-redirect?ticket=${ticketFor('staff')}&redirect=%2Forder%2Flist`);
    const ask = await question();
    expect(ask).toHaveTextContent('此链接将登录账号 staff');
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(location().href).toBe('/order/list'), { timeout: 8000 });
    expect(await screen.findByTestId('real-name', {}, { timeout: 5000 })).toHaveTextContent('张店长');
    expect(getCookie('merJToken')).toBe(ownToken);
  });

  it('switches to that account on 确认', async () => {
    await signedInAsOwner();
    const { user, location } = renderApp(`/auth-redirect?ticket=${ticketFor('staff')}&redirect=%2Forder%2Flist`);
    await user.click(within(await question()).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getByTestId('real-name')).toHaveTextContent('李客服'), { timeout: 8000 });
    expect(location().href).toBe('/order/list');
  });
});

import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { AdminInfoResult, ErrorResult, SystemLoginResponse } from '@/api/generated/model';
import { isApiError, SESSION_EXPIRED_MESSAGE } from '@/api/errors';
import { request, TOKEN_HEADER } from '@/api/http';
import { confirm } from '@/components/confirm-dialog';
import { message } from '@/lib/message';
import { getLoginInfo, getToken } from '@/lib/session-cookies';

// Loaded only when an address carries a sign-in link (routes/__root.tsx) or /auth-redirect opens: none of it
// ships with the sign-in page.

/**
 * The platform's 登录商户 link: any address of the console with `?token=…&account=…&leftTopLogo=…` (the
 * platform's ultraViresLogin gives it a merchant's token). All of these leave the address.
 */
const LINK_PARAMS = ['token', 'account', 'realName', 'leftTopLogo', 'leftSquareLogo', 'isSms'];

/** What a link brought, kept until /auth-redirect takes it: never in the address, history or storage. */
export interface HandOff {
  token: string;
  leftTopLogo?: string;
  leftSquareLogo?: string;
  isSms?: boolean;
}

let received: HandOff | null = null;

/** The link's parameters taken off `location`; the address it opens, the others kept. */
function takeParams(location: Pick<ParsedLocation, 'pathname' | 'searchStr' | 'hash'>) {
  const params = new URLSearchParams(location.searchStr);
  const found = Object.fromEntries(LINK_PARAMS.map((name) => [name, params.get(name) ?? '']));
  for (const name of LINK_PARAMS) params.delete(name);
  const rest = params.toString();
  // A link to /auth-redirect itself opens where that page would go.
  if (location.pathname === '/auth-redirect') return { found, target: params.get('redirect') ?? '/' };
  return { found, target: `${location.pathname}${rest ? `?${rest}` : ''}${location.hash ? `#${location.hash}` : ''}` };
}

/**
 * An address carrying the link: its parameters leave the address at once, and /auth-redirect signs the
 * merchant in before the page opens (asking first when another account is signed in). The same token as
 * the session's opens the page as it is.
 */
export function receiveHandOff(location: Pick<ParsedLocation, 'pathname' | 'searchStr' | 'hash'>): never {
  const { found, target } = takeParams(location);
  if (!found.token || found.token === getToken()) throw redirect({ href: target, replace: true });
  received = {
    token: found.token,
    leftTopLogo: found.leftTopLogo || undefined,
    leftSquareLogo: found.leftSquareLogo || undefined,
    isSms: found.isSms === '' ? undefined : found.isSms === 'true',
  };
  throw redirect({ to: '/auth-redirect', search: { redirect: target }, replace: true });
}

/** The link received, once. */
export function takeHandOff() {
  const handOff = received;
  received = null;
  return handOff;
}

/**
 * The sign-in a link's token stands for: whose it is comes from the backend's user info for that token, not
 * from the link (whose `account` anyone can write). A token the backend does not know says so.
 */
export async function handOffLogin({ token, ...logos }: HandOff): Promise<SystemLoginResponse> {
  try {
    // The generated call's own request, with the link's token in place of the session's.
    const info = await request<AdminInfoResult | ErrorResult>({ url: '/admin/merchant/getAdminInfoByToken', method: 'GET', headers: { [TOKEN_HEADER]: token } });
    return { ...logos, token, account: info.account, realName: info.realName };
  } catch (error) {
    // A 401 for a token other than the session's ends nothing and says nothing (api/http): said here.
    if (isApiError(error) && error.kind === 'unauthorized') message.error(SESSION_EXPIRED_MESSAGE);
    throw error;
  }
}

/**
 * A sign-in link (a ticket's or a token's) opened while another account is signed in would replace that
 * session without a word (login CSRF: someone else's account, worked in as one's own). It says whose
 * account it opens and asks; the same account goes on without a question.
 */
export function mayReplaceSession(login: SystemLoginResponse): Promise<boolean> {
  if (!getToken()) return Promise.resolve(true);
  const current = getLoginInfo()?.account;
  if (current === login.account) return Promise.resolve(true);
  return confirm({
    message: `此链接将登录账号 ${login.account}，当前登录的账号${current ? ` ${current} ` : ''}将退出，是否继续?`,
    confirmText: '确认',
    cancelMessage: false,
  });
}

import type { SystemLoginResponse } from '@/api/generated/model';
import { getCookie, LOGIN_INFO_COOKIE, readJson, removeCookie, setCookie, TOKEN_COOKIE } from './storage';

/** The merchant token (cookie merJToken) and the login-info cookie. */
export const getToken = () => getCookie(TOKEN_COOKIE);
export const setToken = (token: string) => setCookie(TOKEN_COOKIE, token);
export const removeToken = () => removeCookie(TOKEN_COOKIE);

export type LoginInfo = Omit<SystemLoginResponse, 'token'>;

export function setLoginInfo(info: LoginInfo) {
  setCookie(LOGIN_INFO_COOKIE, JSON.stringify(info));
}

export function getLoginInfo(): LoginInfo | undefined {
  return readJson<LoginInfo>(getCookie(LOGIN_INFO_COOKIE));
}

export const removeLoginInfo = () => removeCookie(LOGIN_INFO_COOKIE);

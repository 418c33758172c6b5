import { useSyncExternalStore } from 'react';
import { logout as logoutCall } from '@/api/generated/functions/auth/auth';
import type { MenuItem, SystemLoginResponse } from '@/api/generated/model';
import { reloadSettings } from './layout-settings';
import type { MenuAccess } from './menu-access';
import { getLoginInfo, getToken, removeLoginInfo, removeToken, setLoginInfo, setToken } from './session-cookies';
import { SESSION_TOKEN_KEY, STAFF_LIST_KEY, TABS_KEY, removeCookie } from './storage';

/** The signed-in staff member as the console knows it after the guard has loaded it (SPEC.md §3 Login session). */
export interface Session {
  id: number;
  account: string;
  name: string;
  avatar: string;
  introduction: string;
  roles: string[];
  permissions: string[];
  menus: MenuItem[];
  access: MenuAccess;
  merStarLevel: number;
  merReceiptPrintingSwitch: number;
}

let session: Session | null = null;
/** Bumped whenever the session starts, ends or changes role: a user-info load begun before is stale. */
let epoch = 0;
const listeners = new Set<() => void>();
const clearHooks = new Set<() => void>();

/** The guard's loader (session-load.ts) stores what it loaded; the rest of the console only reads. */
export function setSession(next: Session | null) {
  session = next;
  for (const listener of listeners) listener();
}

export const sessionEpoch = () => epoch;

export const getSession = () => session;
export const hasToken = () => Boolean(getToken());

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSession() {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Things outside this module that hold per-session data (query cache, tabs) register here to be cleared. */
export function onSessionCleared(hook: () => void) {
  clearHooks.add(hook);
  return () => {
    clearHooks.delete(hook);
  };
}

/** Sign-in succeeded: local storage is cleared, the token and the login-info cookie are stored. */
export function startSession(login: SystemLoginResponse) {
  window.localStorage.clear();
  reloadSettings();
  const { token, ...info } = login;
  setToken(token);
  setLoginInfo(info);
  epoch++;
  setSession(null);
}

/** Forgets everything of the session: token, roles, permissions, staff list, login info, session token, tabs. */
export function clearSession() {
  removeToken();
  removeLoginInfo();
  removeCookie(STAFF_LIST_KEY);
  window.localStorage.removeItem(STAFF_LIST_KEY);
  window.sessionStorage.removeItem(SESSION_TOKEN_KEY);
  window.sessionStorage.removeItem(TABS_KEY);
  epoch++;
  setSession(null);
  for (const hook of clearHooks) hook();
}

/** Signs out on the server (a failure there does not keep the user signed in), then clears the session. */
export async function logout() {
  try {
    await logoutCall();
  } catch {
    // The catalogue has already shown the failure; the local session ends regardless.
  }
  clearSession();
}

/** Role switch: the token becomes one derived from the role name and the routes are loaded again. */
export function switchRole(role: string) {
  setToken(`${role}-token`);
  epoch++;
  setSession(null);
}

/** The staff member changed their real name: the header and the login info show it at once. */
export function renameSession(name: string) {
  const info = getLoginInfo();
  if (info) setLoginInfo({ ...info, realName: name });
  if (session) setSession({ ...session, name });
}

import { useSyncExternalStore } from 'react';
import type { MenuItem, SystemLoginResponse } from '@/api/generated/model';
import { reloadSettings } from './layout-settings';
import type { MenuAccess } from './menu-access';
import { getLoginInfo, getToken, removeLoginInfo, removeToken, setLoginInfo, setToken } from './session-cookies';
import { KEPT_SESSION_KEY, SESSION_TOKEN_KEY, STAFF_LIST_KEY, TABS_KEY, removeCookie } from './storage';

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

/** Local storage keys of form drafts (components/use-local-draft): the one thing a session's end keeps. */
export const DRAFT_PREFIX = 'draft:';

/** Everything of the console in local storage but the drafts (SPEC.md §4/§8 clear local storage at sign-in and on 401). */
function clearLocalStorageButDrafts() {
  for (const key of Object.keys(window.localStorage)) if (!key.startsWith(DRAFT_PREFIX)) window.localStorage.removeItem(key);
}

let session: Session | null = null;
/** Bumped whenever the session starts, ends or changes role: a user-info load begun before is stale. */
let epoch = 0;
const listeners = new Set<() => void>();
const clearHooks = new Set<() => void>();
const endingHooks = new Set<() => void>();

/**
 * Runs right before a session ends, however it ends (signed out here or elsewhere, expired, another account
 * signed in), while what the user typed is still on screen: drafts write themselves without their pause.
 */
export function onSessionEnding(hook: () => void) {
  endingHooks.add(hook);
  return () => {
    endingHooks.delete(hook);
  };
}

/**
 * Every tab of the console hears when the session ends or another account signs in, and ends its own
 * session too: no tab goes on showing one account's data, or its menus with another's token.
 */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('merchant-session');
/** A sign-in's news carries its answer: the tab that hears it writes the shared cookies itself (endSession says why). */
export type SessionNews = { kind: 'ended' } | { kind: 'started'; account: string; login: SystemLoginResponse };
const newsHooks = new Set<(news: SessionNews) => void>();

/** The app listens here to go to sign-in when another tab ends the session (app.tsx). */
export function onSessionNews(hook: (news: SessionNews) => void) {
  newsHooks.add(hook);
  return () => {
    newsHooks.delete(hook);
  };
}
channel?.addEventListener('message', (event: MessageEvent<SessionNews>) => {
  for (const hook of newsHooks) hook(event.data);
});

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

/** Sign-in succeeded: local storage is cleared (drafts kept), the token and the login-info cookie are stored. */
export function startSession(login: SystemLoginResponse) {
  clearLocalStorageButDrafts();
  reloadSettings();
  const { token, ...info } = login;
  setToken(token);
  setLoginInfo(info);
  epoch++;
  setSession(null);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  channel?.postMessage({ kind: 'started', account: info.account, login } satisfies SessionNews);
}

/**
 * The session has ended. An answer of 401 or 402 in this tab (`tell` the other tabs): local storage (drafts
 * kept) and the session's cookies are cleared. News from another tab: that tab
 * has already cleared what the tabs share, or stored a new account's session there, so only this tab's own
 * state goes, and this tab writes the cookies as that tab left them.
 *
 * Chromium keeps a copy of a page's cookies in each renderer, brought up to date apart from the news, so
 * this tab could still read the old token for a moment. After a sign-out its sign-in page then took it for
 * signed in and went on to '/'; after another account's sign-in it loaded the old account's console again
 * (both met in e2e runs). Writing the cookies here makes this tab's copy agree at once.
 */
export function endSession({ tell, news }: { tell: boolean; news?: SessionNews }) {
  if (tell) {
    clearLocalStorageButDrafts();
    clearSession();
    return;
  }
  if (news?.kind === 'ended') {
    removeToken();
    removeLoginInfo();
  } else if (news?.kind === 'started') {
    const { token, ...info } = news.login;
    setToken(token);
    setLoginInfo(info);
  }
  forgetTabSession();
}

/** Forgets everything of the session: token, roles, permissions and menus (kept ones too), staff list, login info, session token, tabs; other tabs hear of it. */
export function clearSession() {
  removeToken();
  removeLoginInfo();
  removeCookie(STAFF_LIST_KEY);
  window.localStorage.removeItem(STAFF_LIST_KEY);
  window.localStorage.removeItem(KEPT_SESSION_KEY);
  forgetTabSession();
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  channel?.postMessage({ kind: 'ended' } satisfies SessionNews);
}

/**
 * What only this tab holds of the session: its session token, its open tabs, the loaded session and cached
 * data. Every end of a session comes here, so what was typed is written as a draft first.
 */
function forgetTabSession() {
  for (const hook of endingHooks) hook();
  window.sessionStorage.removeItem(SESSION_TOKEN_KEY);
  window.sessionStorage.removeItem(TABS_KEY);
  epoch++;
  setSession(null);
  for (const hook of clearHooks) hook();
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

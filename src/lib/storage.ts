import Cookies from 'js-cookie';

/** Names of everything the console keeps in the browser, so sign-in and sign-out clear exactly these. */
export const TOKEN_COOKIE = 'merJToken';
export const LOGIN_INFO_COOKIE = 'merInfo';
export const STAFF_LIST_KEY = 'storeStaffList';
export const SESSION_TOKEN_KEY = 'token';
export const TABS_KEY = 'tagsView';
/** The signed-in staff member's menus, roles and permissions as last loaded, so the console draws at once on the next visit. */
export const KEPT_SESSION_KEY = 'merchantSession';

function cookieAttributes(): Cookies.CookieAttributes {
  return { sameSite: 'strict', secure: window.location.protocol === 'https:', path: '/' };
}

export function setCookie(name: string, value: string) {
  Cookies.set(name, value, cookieAttributes());
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function removeCookie(name: string) {
  Cookies.remove(name, { path: '/' });
}

export function readJson<T>(raw: string | null | undefined): T | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

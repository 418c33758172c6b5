/** Names of everything the console keeps in the browser, so sign-in and sign-out clear exactly these. */
export const TOKEN_COOKIE = 'merJToken';
export const LOGIN_INFO_COOKIE = 'merInfo';
export const STAFF_LIST_KEY = 'storeStaffList';
export const SESSION_TOKEN_KEY = 'token';
export const TABS_KEY = 'tagsView';
/** The signed-in staff member's menus, roles and permissions as last loaded, so the console draws at once on the next visit. */
export const KEPT_SESSION_KEY = 'merchantSession';

// Three calls with fixed attributes: written here rather than with a cookie library, whose 0.7 kB would
// ship with the sign-in page (its budget, scripts/check-budgets.ts).
const cookieAttributes = (maxAge?: number) =>
  `; path=/; SameSite=Strict${window.location.protocol === 'https:' ? '; Secure' : ''}${maxAge === undefined ? '' : `; max-age=${maxAge}`}`;

export function setCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}${cookieAttributes()}`;
}

export function getCookie(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1));
    } catch {
      return pair.slice(at + 1);
    }
  }
  return undefined;
}

export function removeCookie(name: string) {
  document.cookie = `${name}=${cookieAttributes(0)}`;
}

export function readJson<T>(raw: string | null | undefined): T | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

import { getAdminInfoByToken, getMenus } from '@/api/generated/functions/auth/auth';
import type { LoginAdminResponse, MenuItem } from '@/api/generated/model';
import { ApiError, EMPTY_ROLES_MESSAGE, MISSING_INFO_MESSAGE } from '@/api/errors';
import { buildMenuAccess, visibleMenuTree } from './menu-access';
import { getSession, sessionEpoch, setSession, subscribeSession, type Session } from './session';
import { getToken } from './session-cookies';
import { KEPT_SESSION_KEY, readJson } from './storage';

// Loading the session is the route guard's work, so it ships with the guard and not with the
// sign-in page (which only starts a session).

export function toSession(info: LoginAdminResponse | null | undefined, menus: MenuItem[]): Session {
  // Refusals the guard shows as they are (not yet shown: no call failed).
  if (!info) throw new ApiError('business', MISSING_INFO_MESSAGE, undefined, false);
  if (!Array.isArray(info.roles) || info.roles.length === 0) throw new ApiError('business', EMPTY_ROLES_MESSAGE, undefined, false);
  const tree = visibleMenuTree(menus);
  return {
    id: info.id,
    account: info.account,
    name: info.realName,
    avatar: info.avatar ?? '',
    introduction: info.introduction ?? '',
    roles: info.roles,
    permissions: info.permissionsList,
    menus: tree,
    access: buildMenuAccess(tree),
    merStarLevel: info.merStarLevel ?? 0,
    merReceiptPrintingSwitch: info.merReceiptPrintingSwitch ?? 0,
  };
}

/**
 * The session as the last visit loaded it, kept in local storage so that the next one (a reload, a new
 * tab) draws the console at once while the guard loads it again behind. It is kept under a digest of the
 * token it was loaded with, not the token itself; sign-in, sign-out and a 401 clear it.
 */
type KeptSession = Omit<Session, 'access'>;
interface Kept {
  token: string;
  session: KeptSession;
}

/** FNV-1a: tells a session kept for another token apart. */
function tokenDigest(token: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

const keptPart = ({ access: _derived, ...kept }: Session): KeptSession => kept;

/** The token the session shown was loaded with (the cookie may hold another tab's newer one). */
let shownToken: string | undefined;

// Whatever the console shows of the session (loaded, refreshed, renamed) is what the next visit starts from.
subscribeSession(() => {
  const session = getSession();
  if (session && shownToken) window.localStorage.setItem(KEPT_SESSION_KEY, JSON.stringify({ token: tokenDigest(shownToken), session: keptPart(session) } satisfies Kept));
});

function isKeptSession(value: unknown): value is KeptSession {
  const s = value as Partial<KeptSession> | null;
  return typeof s?.account === 'string' && Array.isArray(s.roles) && s.roles.length > 0 && Array.isArray(s.permissions) && Array.isArray(s.menus);
}

/** The session kept from the last visit with this token, now shown; null when there is none. */
export function restoreSession(): Session | null {
  const token = getToken();
  const kept = readJson<Kept>(window.localStorage.getItem(KEPT_SESSION_KEY));
  if (!token || kept?.token !== tokenDigest(token) || !isKeptSession(kept.session)) return null;
  const session = { ...kept.session, access: buildMenuAccess(kept.session.menus) };
  shownToken = token;
  setSession(session);
  return session;
}

const sameSession = (a: Session, b: Session) => JSON.stringify(keptPart(a)) === JSON.stringify(keptPart(b));

let pending: { epoch: number; load: Promise<Session> } | null = null;

/**
 * Asks for user info and the menu tree (concurrent callers share one request) and shows what came,
 * unless it is what is shown already.
 */
export function fetchSession(): Promise<Session> {
  const epoch = sessionEpoch();
  if (pending?.epoch !== epoch) {
    const token = getToken();
    const load = Promise.all([getAdminInfoByToken(), getMenus()])
      .then(([info, menus]) => {
        const next = toSession(info, menus);
        // A load that outlived its session (sign-out, role switch) is not stored.
        if (sessionEpoch() !== epoch) return next;
        const shown = getSession();
        if (shown && sameSession(shown, next)) return shown;
        shownToken = token;
        setSession(next);
        return next;
      })
      .finally(() => {
        if (pending?.load === load) pending = null;
      });
    pending = { epoch, load };
  }
  return pending.load;
}

/** Loads user info and the menu tree once per session. */
export function loadSession(): Promise<Session> {
  const current = getSession();
  return current ? Promise.resolve(current) : fetchSession();
}

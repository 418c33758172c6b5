import { getAdminInfoByToken, getMenus } from '@/api/generated/functions/auth/auth';
import type { LoginAdminResponse, MenuItem } from '@/api/generated/model';
import { ApiError, EMPTY_ROLES_MESSAGE, MISSING_INFO_MESSAGE } from '@/api/errors';
import { buildMenuAccess, visibleMenuTree } from './menu-access';
import { getSession, sessionEpoch, setSession, type Session } from './session';

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

let pending: { epoch: number; load: Promise<Session> } | null = null;

/** Loads user info and the menu tree once per session; concurrent callers share one request. */
export function loadSession(): Promise<Session> {
  const current = getSession();
  if (current) return Promise.resolve(current);
  const epoch = sessionEpoch();
  if (pending?.epoch !== epoch) {
    const load = Promise.all([getAdminInfoByToken(), getMenus()])
      .then(([info, menus]) => {
        const next = toSession(info, menus);
        // A load that outlived its session (sign-out, role switch) is not stored.
        if (sessionEpoch() === epoch) setSession(next);
        return next;
      })
      .finally(() => {
        if (pending?.load === load) pending = null;
      });
    pending = { epoch, load };
  }
  return pending.load;
}

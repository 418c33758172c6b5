import { isRedirect, redirect, type ParsedLocation } from '@tanstack/react-router';
import { GUARD_FALLBACK_MESSAGE, isApiError } from '@/api/errors';
import { canAccessPath } from '@/lib/menu-access';
import { message } from '@/lib/message';
import { clearSession, type Session } from '@/lib/session';
import { loadSession } from '@/lib/session-load';
import { requireToken } from './require-token';

// Loaded by the signed-in routes when they first open (routes/_authed.tsx), not with the sign-in page.

/**
 * The route guard of every console page (SPEC.md §2): loads user info and menus once, sends a
 * failure back to sign-in, and keeps the user to the routes of their menu tree and roles.
 */
export async function guardSession(location: ParsedLocation, preload: boolean) {
  requireToken(location.href);
  let session;
  try {
    session = await loadSession();
  } catch (error) {
    if (isRedirect(error)) throw error;
    if (!preload) {
      // The console's own refusals say why; anything else (a script that did not load) is said in Chinese, not in its own words.
      if (!isApiError(error)) message.error(GUARD_FALLBACK_MESSAGE);
      else if (!error.shown) message.error(error.message || GUARD_FALLBACK_MESSAGE);
      clearSession();
    }
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
  return { session };
}

/**
 * Pages are open only when their path is in the menu tree (and role admin where flagged). Unknown
 * paths never get here: the catch-all beside the pages sends them to /404.
 */
export function requireMenuAccess(pathname: string, session: Session) {
  if (!canAccessPath(pathname, session.access, session.roles)) throw redirect({ to: '/401' });
}

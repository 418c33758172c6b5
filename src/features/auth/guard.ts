import { isRedirect, redirect, type ParsedLocation } from '@tanstack/react-router';
import { GUARD_FALLBACK_MESSAGE, isApiError } from '@/api/errors';
import { firstScreenUnderway } from '@/lib/first-screen';
import { canAccessPath } from '@/lib/menu-access';
import { message } from '@/lib/message';
import { clearSession, getSession, hasToken, type Session } from '@/lib/session';
import { fetchSession, loadSession, restoreSession } from '@/lib/session-load';
import { requireToken } from './require-token';

// Loaded by the signed-in routes when they first open (routes/_authed.tsx), not with the sign-in page.

/** The part of a route's `navigate` the guard uses (the router's own type would refer back to the routes). */
type SignInNavigate = (options: { to: '/login'; search: { redirect: string }; replace: true; ignoreBlocker: true }) => Promise<void>;

/** A failed session load (SPEC.md §8): the message (unless the HTTP client showed it), the session ends. */
function endFailedSession(error: unknown) {
  // The console's own refusals say why; anything else (a script that did not load) is said in Chinese, not in its own words.
  if (!isApiError(error)) message.error(GUARD_FALLBACK_MESSAGE);
  else if (!error.shown) message.error(error.message || GUARD_FALLBACK_MESSAGE);
  clearSession();
}

/**
 * The route guard of every console page (SPEC.md §2): loads user info and menus once, sends a
 * failure back to sign-in, and keeps the user to the routes of their menu tree and roles.
 *
 * A session kept from the last visit with this token opens the page at once, without waiting for the
 * backend; it is loaded again behind, and what changed replaces it (the layout then runs the guards
 * again). A failure of that load ends the session as a failed first load does, and goes to sign-in.
 */
export async function guardSession(location: ParsedLocation, preload: boolean, navigate: SignInNavigate) {
  requireToken(location.href);
  const shown = getSession();
  if (shown) return { session: shown };
  const kept = preload ? null : restoreSession();
  if (kept) {
    fetchSession().catch((error: unknown) => {
      // A 401 has already ended the session and gone to sign-in (app.tsx).
      if (!hasToken()) return;
      endFailedSession(error);
      // The session has ended: a form's draft is written, its unsaved-changes question is not asked.
      void navigate({ to: '/login', search: { redirect: location.href }, replace: true, ignoreBlocker: true });
    });
    return { session: kept };
  }
  // Nothing can be drawn before the backend answers: a demo backend waiting for the first screen starts now.
  firstScreenUnderway();
  let session;
  try {
    session = await loadSession();
  } catch (error) {
    if (isRedirect(error)) throw error;
    if (!preload) endFailedSession(error);
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

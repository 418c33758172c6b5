import { redirect } from '@tanstack/react-router';
import { hasToken } from '@/lib/session';

/** Without a token only /login and /auth-redirect are open: anything else signs in first. */
export function requireToken(href: string) {
  if (!hasToken()) throw redirect({ to: '/login', search: { redirect: href } });
}

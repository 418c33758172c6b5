import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireToken } from '@/features/auth/require-token';
import { safeRedirect } from '@/lib/redirect';

/** /redirect/{path}: re-enters {path}, so its page loads again (the tab bar's refresh). */
export const Route = createFileRoute('/redirect/$')({
  beforeLoad: ({ location, params }) => {
    requireToken(location.href);
    throw redirect({ href: safeRedirect(`/${params._splat ?? ''}${location.searchStr}`), replace: true });
  },
});

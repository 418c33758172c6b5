import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/lib/session';

/**
 * Any other signed-in path: a menu directory (such as /product) opens its first page; everything
 * else is unknown and goes to /404.
 */
export const Route = createFileRoute('/_authed/$')({
  // The menu rules load with the guard (which has run by now), not with the sign-in page.
  beforeLoad: async ({ location }) => {
    const { firstPageUnder } = await import('@/lib/menu-access');
    const session = getSession();
    const first = session ? firstPageUnder(session.menus, location.pathname) : undefined;
    if (first && first !== location.pathname) throw redirect({ href: first, replace: true });
    throw redirect({ to: '/404', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/lib/session';
import { firstPageUnder } from '@/lib/menu-access';

/**
 * Any other signed-in path: a menu directory (such as /product) opens its first page; everything
 * else is unknown and goes to /404.
 */
export const Route = createFileRoute('/_authed/$')({
  beforeLoad: ({ location }) => {
    const session = getSession();
    const first = session ? firstPageUnder(session.menus, location.pathname) : undefined;
    if (first && first !== location.pathname) throw redirect({ href: first, replace: true });
    throw redirect({ to: '/404', replace: true });
  },
});

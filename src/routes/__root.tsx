import { useEffect } from 'react';
import { createRootRoute, Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { Toaster } from '@/components/ui/toaster';
import { NavigationProgress } from '@/components/navigation-progress';
import { firstScreenUnderway } from '@/lib/first-screen';
import { hasToken } from '@/lib/session';

/** Unknown paths: /404 when signed in, otherwise sign-in first (only /login and /auth-redirect are open). */
function NotFound() {
  const location = useLocation();
  if (!hasToken()) return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  return <Navigate to="/404" replace />;
}

function Root() {
  useEffect(firstScreenUnderway, []);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
    </>
  );
}

export const Route = createRootRoute({
  // The platform's 登录商户 link (?token=… on any address): read by a module of its own, off the sign-in page.
  beforeLoad: ({ location }) => {
    if (/[?&]token=/.test(location.searchStr)) return import('@/features/auth/hand-off').then((m) => m.receiveHandOff(location));
  },
  component: Root,
  notFoundComponent: NotFound,
});

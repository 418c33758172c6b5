import { createRootRoute, Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { Toaster } from '@/components/ui/toaster';
import { NavigationProgress } from '@/components/navigation-progress';
import { hasToken } from '@/lib/session';

/** Unknown paths: /404 when signed in, otherwise sign-in first (only /login and /auth-redirect are open). */
function NotFound() {
  const location = useLocation();
  if (!hasToken()) return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  return <Navigate to="/404" replace />;
}

export const Route = createRootRoute({
  component: () => (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
    </>
  ),
  notFoundComponent: NotFound,
});

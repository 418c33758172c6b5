import { createRootRouteWithContext, Navigate, Outlet, useLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { ConfirmHost } from '@/components/confirm-dialog';
import { PromptHost } from '@/components/prompt-dialog';
import { NavigationProgress } from '@/components/navigation-progress';
import { hasToken } from '@/lib/session';

export interface RouterContext {
  queryClient: QueryClient;
}

/** Unknown paths: /404 when signed in, otherwise sign-in first (only /login and /auth-redirect are open). */
function NotFound() {
  const location = useLocation();
  if (!hasToken()) return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  return <Navigate to="/404" replace />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <NavigationProgress />
      <Outlet />
      <ConfirmHost />
      <PromptHost />
      <Toaster />
    </>
  ),
  notFoundComponent: NotFound,
});

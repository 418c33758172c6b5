import { createFileRoute, Outlet } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfirmHost } from '@/components/confirm-dialog';
import { requireToken } from '@/features/auth/require-token';
import { queryClient } from '@/lib/query-client';

/**
 * Signed-in pages that open in a window of their own, without the console's sidebar and header (the
 * form designer). They are guarded like the console's pages: signed in, and in the member's menu tree.
 */
export const Route = createFileRoute('/_window')({
  beforeLoad: async ({ location, preload, navigate }) => {
    requireToken(location.href);
    const { guardSession, requireMenuAccess } = await import('@/features/auth/guard');
    const context = await guardSession(location, preload, navigate);
    requireMenuAccess(location.pathname, context.session);
    return context;
  },
  component: () => (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <ConfirmHost />
    </QueryClientProvider>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { requireToken } from '@/features/auth/require-token';
import { ConsoleLayout } from '@/features/shell/console-layout';

export const Route = createFileRoute('/_authed')({
  // The guard (user info, menus) loads with the first signed-in page, not with the sign-in form.
  beforeLoad: async ({ location, preload, navigate }) => {
    requireToken(location.href);
    const { guardSession } = await import('@/features/auth/guard');
    return guardSession(location, preload, navigate);
  },
  component: ConsoleLayout,
});

import { createFileRoute } from '@tanstack/react-router';

/** Every page of the console sits under this layout: it opens only what the menu tree and roles allow. */
export const Route = createFileRoute('/_authed/_permitted')({
  beforeLoad: async ({ location, context }) => {
    const { requireMenuAccess } = await import('@/features/auth/guard');
    requireMenuAccess(location.pathname, context.session);
  },
});

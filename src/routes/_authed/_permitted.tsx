import { createFileRoute } from '@tanstack/react-router';
import { requireMenuAccess } from '@/features/auth/guard';

/** Every page of the console sits under this layout: it opens only what the menu tree and roles allow. */
export const Route = createFileRoute('/_authed/_permitted')({
  beforeLoad: ({ location, context }) => requireMenuAccess(location.pathname, context.session),
});

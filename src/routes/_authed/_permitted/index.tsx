import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/_permitted/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});

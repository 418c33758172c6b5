import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { hasToken } from '@/lib/session';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  beforeLoad: () => {
    if (hasToken()) throw redirect({ to: '/' });
  },
  staticData: { title: '登录' },
});

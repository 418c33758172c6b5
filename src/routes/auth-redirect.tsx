import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthRedirectPage } from '@/features/auth/auth-redirect-page';

export const Route = createFileRoute('/auth-redirect')({
  validateSearch: z.object({
    ticket: z.string().optional().catch(undefined),
    redirect: z.string().optional().catch(undefined),
  }),
  staticData: { title: '登录中' },
  component: AuthRedirectPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { textSearch } from '@/components/list/list-search';
import { AuthRedirectPage } from '@/features/auth/auth-redirect-page';

export const Route = createFileRoute('/auth-redirect')({
  validateSearch: textSearch(['ticket', 'redirect']),
  staticData: { title: '登录中' },
  component: AuthRedirectPage,
});

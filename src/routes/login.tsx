import { createFileRoute, redirect } from '@tanstack/react-router';
import { textSearch } from '@/components/list/list-search';
import { LoginPage } from '@/features/auth/login-page';
import { hasToken } from '@/lib/session';

export const Route = createFileRoute('/login')({
  validateSearch: textSearch(['redirect']),
  beforeLoad: () => {
    if (hasToken()) throw redirect({ to: '/' });
  },
  staticData: { title: '登录' },
  // The sign-in form ships with the first page instead of one round trip later.
  codeSplitGroupings: [['loader']],
  component: LoginPage,
});

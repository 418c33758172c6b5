import { createFileRoute } from '@tanstack/react-router';
import { UserClosingPage } from '@/features/finance/user-closing-page';

export const Route = createFileRoute('/_authed/_permitted/finance/userClosing')({
  staticData: { title: '用户结算' },
  component: UserClosingPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UserClosingPage } from '@/features/finance/user-closing-page';
import { financeListDefaults, userClosingSearch } from '@/features/finance/finance-search';

export const Route = createFileRoute('/_authed/_permitted/finance/userClosing')({
  validateSearch: userClosingSearch,
  search: { middlewares: [stripSearchParams(financeListDefaults)] },
  staticData: { title: '用户结算' },
  component: UserClosingPage,
});

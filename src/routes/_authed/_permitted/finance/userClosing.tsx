import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetUserClosingListQueryOptions } from '@/api/generated/endpoints/finance/finance';
import { prefetch } from '@/components/list/prefetch';
import { UserClosingPage } from '@/features/finance/pages/user-closing-page';
import { UNCACHED } from '@/features/finance/model/finance-queries';
import { financeListDefaults, userClosingSearch } from '@/features/finance/model/finance-search';

export const Route = createFileRoute('/_authed/_permitted/finance/userClosing')({
  validateSearch: userClosingSearch,
  search: { middlewares: [stripSearchParams(financeListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetUserClosingListQueryOptions(deps, UNCACHED)),
  staticData: { title: '用户结算' },
  component: UserClosingPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetFundsFlowListQueryOptions } from '@/api/generated/endpoints/finance/finance';
import { prefetch } from '@/components/list/prefetch';
import { CapitalFlowPage } from '@/features/finance/pages/capital-flow-page';
import { UNCACHED } from '@/features/finance/model/finance-queries';
import { capitalFlowSearch, financeListDefaults } from '@/features/finance/model/finance-search';

export const Route = createFileRoute('/_authed/_permitted/finance/capitalFlow')({
  validateSearch: capitalFlowSearch,
  search: { middlewares: [stripSearchParams(financeListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetFundsFlowListQueryOptions(deps, UNCACHED)),
  staticData: { title: '资金流水' },
  component: CapitalFlowPage,
});

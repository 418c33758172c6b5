import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CapitalFlowPage } from '@/features/finance/capital-flow-page';
import { financeListDefaults, capitalFlowSearch } from '@/features/finance/finance-search';

export const Route = createFileRoute('/_authed/_permitted/finance/capitalFlow')({
  validateSearch: capitalFlowSearch,
  search: { middlewares: [stripSearchParams(financeListDefaults)] },
  staticData: { title: '资金流水' },
  component: CapitalFlowPage,
});

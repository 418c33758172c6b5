import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { prefetch } from '@/components/list/prefetch';
import { StatementPage } from '@/features/finance/pages/statement-page';
import { statementListOptions, UNCACHED } from '@/features/finance/model/finance-queries';
import { financeListDefaults, statementSearch } from '@/features/finance/model/finance-search';

export const Route = createFileRoute('/_authed/_permitted/finance/statement')({
  validateSearch: statementSearch,
  search: { middlewares: [stripSearchParams(financeListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(statementListOptions(deps, UNCACHED)),
  staticData: { title: '账单管理' },
  component: StatementPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { StatementPage } from '@/features/finance/statement-page';
import { financeListDefaults, statementSearch } from '@/features/finance/finance-search';

export const Route = createFileRoute('/_authed/_permitted/finance/statement')({
  validateSearch: statementSearch,
  search: { middlewares: [stripSearchParams(financeListDefaults)] },
  staticData: { title: '账单管理' },
  component: StatementPage,
});

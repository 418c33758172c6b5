import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetClosingRecordListQueryOptions } from '@/api/generated/endpoints/finance/finance';
import { prefetch } from '@/components/list/prefetch';
import { ClosingRecordPage } from '@/features/finance/pages/closing-record-page';
import { UNCACHED } from '@/features/finance/model/finance-queries';
import { closingRecordSearch, financeListDefaults } from '@/features/finance/model/finance-search';

export const Route = createFileRoute('/_authed/_permitted/finance/closingRecord')({
  validateSearch: closingRecordSearch,
  search: { middlewares: [stripSearchParams(financeListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetClosingRecordListQueryOptions(deps, UNCACHED)),
  staticData: { title: '结算记录' },
  component: ClosingRecordPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ClosingRecordPage } from '@/features/finance/closing-record-page';
import { financeListDefaults, closingRecordSearch } from '@/features/finance/finance-search';

export const Route = createFileRoute('/_authed/_permitted/finance/closingRecord')({
  validateSearch: closingRecordSearch,
  search: { middlewares: [stripSearchParams(financeListDefaults)] },
  staticData: { title: '结算记录' },
  component: ClosingRecordPage,
});

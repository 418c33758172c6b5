import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetPrintListQueryOptions } from '@/api/generated/endpoints/print/print';
import { prefetch } from '@/components/list/prefetch';
import { PrintListPage } from '@/features/store/pages/print-list-page';
import { printListDefaults, printListSearch } from '@/features/store/model/print-search';

export const Route = createFileRoute('/_authed/_permitted/operation/printreceipt')({
  validateSearch: printListSearch,
  search: { middlewares: [stripSearchParams(printListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetPrintListQueryOptions(deps)),
  staticData: { title: '小票打印' },
  component: PrintListPage,
});

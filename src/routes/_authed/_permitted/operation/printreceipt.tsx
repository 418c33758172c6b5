import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PrintListPage } from '@/features/store/print-list-page';
import { printListDefaults, printListSearch } from '@/features/store/print-search';

export const Route = createFileRoute('/_authed/_permitted/operation/printreceipt')({
  validateSearch: printListSearch,
  search: { middlewares: [stripSearchParams(printListDefaults)] },
  staticData: { title: '小票打印' },
  component: PrintListPage,
});

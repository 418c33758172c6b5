import { createFileRoute } from '@tanstack/react-router';
import { PrintListPage } from '@/features/store/print-list-page';

export const Route = createFileRoute('/_authed/_permitted/operation/printreceipt')({
  staticData: { title: '小票打印' },
  component: PrintListPage,
});

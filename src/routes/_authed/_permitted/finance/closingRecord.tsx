import { createFileRoute } from '@tanstack/react-router';
import { ClosingRecordPage } from '@/features/finance/closing-record-page';

export const Route = createFileRoute('/_authed/_permitted/finance/closingRecord')({
  staticData: { title: '结算记录' },
  component: ClosingRecordPage,
});

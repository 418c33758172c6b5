import { createFileRoute } from '@tanstack/react-router';
import { CapitalFlowPage } from '@/features/finance/capital-flow-page';

export const Route = createFileRoute('/_authed/_permitted/finance/capitalFlow')({
  staticData: { title: '资金流水' },
  component: CapitalFlowPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { StatementPage } from '@/features/finance/statement-page';

export const Route = createFileRoute('/_authed/_permitted/finance/statement')({
  staticData: { title: '账单管理' },
  component: StatementPage,
});

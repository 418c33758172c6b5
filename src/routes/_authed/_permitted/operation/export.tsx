import { createFileRoute } from '@tanstack/react-router';
import { ExportListPage } from '@/features/maintain/export-list-page';

export const Route = createFileRoute('/_authed/_permitted/operation/export')({
  staticData: { title: '数据导出' },
  component: ExportListPage,
});

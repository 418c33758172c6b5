import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ExportListPage } from '@/features/maintain/export-list-page';
import { exportListSearch, maintainListDefaults } from '@/features/maintain/maintain-search';

export const Route = createFileRoute('/_authed/_permitted/operation/export')({
  validateSearch: exportListSearch,
  search: { middlewares: [stripSearchParams(maintainListDefaults)] },
  staticData: { title: '数据导出' },
  component: ExportListPage,
});

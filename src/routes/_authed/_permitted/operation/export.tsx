import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetExportListQueryOptions } from '@/api/generated/endpoints/export/export';
import { prefetch } from '@/components/list/prefetch';
import { ExportListPage } from '@/features/maintain/export-list-page';
import { exportListSearch, maintainListDefaults } from '@/features/maintain/maintain-search';

export const Route = createFileRoute('/_authed/_permitted/operation/export')({
  validateSearch: exportListSearch,
  search: { middlewares: [stripSearchParams(maintainListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetExportListQueryOptions(deps)),
  staticData: { title: '数据导出' },
  component: ExportListPage,
});

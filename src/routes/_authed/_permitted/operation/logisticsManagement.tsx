import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { prefetch } from '@/components/list/prefetch';
import { LogisticsPage } from '@/features/logistics/logistics-page';
import { linkedExpressOptions } from '@/features/logistics/logistics-queries';
import { logisticsListDefaults, logisticsSearch } from '@/features/logistics/logistics-search';

export const Route = createFileRoute('/_authed/_permitted/operation/logisticsManagement')({
  validateSearch: logisticsSearch,
  search: { middlewares: [stripSearchParams(logisticsListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(linkedExpressOptions(deps)),
  staticData: { title: '物流管理' },
  component: LogisticsPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { prefetch } from '@/components/list/prefetch';
import { ExpressCompanyPage } from '@/features/logistics/express-company-page';
import { platformExpressOptions } from '@/features/logistics/logistics-queries';
import { expressCompanySearch, logisticsListDefaults } from '@/features/logistics/logistics-search';

export const Route = createFileRoute('/_authed/_permitted/maintain/logistics/companyList')({
  validateSearch: expressCompanySearch,
  search: { middlewares: [stripSearchParams(logisticsListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(platformExpressOptions(deps)),
  staticData: { title: '物流公司' },
  component: ExpressCompanyPage,
});

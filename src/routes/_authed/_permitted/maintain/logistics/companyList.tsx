import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { prefetch } from '@/components/list-page/prefetch';
import { ExpressListPage } from '@/features/maintain/express-list-page';
import { expressPageOptions } from '@/features/maintain/maintain-queries';
import { expressListSearch, maintainListDefaults } from '@/features/maintain/maintain-search';

export const Route = createFileRoute('/_authed/_permitted/maintain/logistics/companyList')({
  validateSearch: expressListSearch,
  search: { middlewares: [stripSearchParams(maintainListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(expressPageOptions(deps)),
  staticData: { title: '物流公司' },
  component: ExpressListPage,
});

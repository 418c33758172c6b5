import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ExpressListPage } from '@/features/maintain/express-list-page';
import { expressListSearch, maintainListDefaults } from '@/features/maintain/maintain-search';

export const Route = createFileRoute('/_authed/_permitted/maintain/logistics/companyList')({
  validateSearch: expressListSearch,
  search: { middlewares: [stripSearchParams(maintainListDefaults)] },
  staticData: { title: '物流公司' },
  component: ExpressListPage,
});

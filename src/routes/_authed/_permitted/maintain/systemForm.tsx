import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetSystemFormPageQueryOptions } from '@/api/generated/endpoints/system-form/system-form';
import { prefetch } from '@/components/list/prefetch';
import { SystemFormListPage } from '@/features/system-form/system-form-list-page';
import { systemFormListParams } from '@/features/system-form/system-form-queries';
import { systemFormListDefaults, systemFormListSearch } from '@/features/system-form/system-form-search';

export const Route = createFileRoute('/_authed/_permitted/maintain/systemForm')({
  validateSearch: systemFormListSearch,
  search: { middlewares: [stripSearchParams(systemFormListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetSystemFormPageQueryOptions(systemFormListParams(deps))),
  staticData: { title: '系统表单' },
  component: SystemFormListPage,
});

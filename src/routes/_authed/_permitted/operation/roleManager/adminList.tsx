import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetAdminListQueryOptions } from '@/api/generated/endpoints/role/role';
import { prefetch } from '@/components/list/prefetch';
import { AdminListPage } from '@/features/role/pages/admin-list-page';
import { adminListSearch, roleListDefaults } from '@/features/role/model/role-search';

export const Route = createFileRoute('/_authed/_permitted/operation/roleManager/adminList')({
  validateSearch: adminListSearch,
  search: { middlewares: [stripSearchParams(roleListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetAdminListQueryOptions(deps)),
  staticData: { title: '管理员列表' },
  component: AdminListPage,
});

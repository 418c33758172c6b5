import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetRoleListQueryOptions } from '@/api/generated/endpoints/role/role';
import { prefetch } from '@/components/list/prefetch';
import { RoleListPage } from '@/features/role/pages/role-list-page';
import { roleListDefaults, roleListSearch } from '@/features/role/model/role-search';

export const Route = createFileRoute('/_authed/_permitted/operation/roleManager/identityManager')({
  validateSearch: roleListSearch,
  search: { middlewares: [stripSearchParams(roleListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetRoleListQueryOptions(deps)),
  staticData: { title: '身份管理' },
  component: RoleListPage,
});

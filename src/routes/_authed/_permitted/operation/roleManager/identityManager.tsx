import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { RoleListPage } from '@/features/role/role-list-page';
import { roleListDefaults, roleListSearch } from '@/features/role/role-search';

export const Route = createFileRoute('/_authed/_permitted/operation/roleManager/identityManager')({
  validateSearch: roleListSearch,
  search: { middlewares: [stripSearchParams(roleListDefaults)] },
  staticData: { title: '身份管理' },
  component: RoleListPage,
});

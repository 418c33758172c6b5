import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AdminListPage } from '@/features/role/admin-list-page';
import { adminListSearch, roleListDefaults } from '@/features/role/role-search';

export const Route = createFileRoute('/_authed/_permitted/operation/roleManager/adminList')({
  validateSearch: adminListSearch,
  search: { middlewares: [stripSearchParams(roleListDefaults)] },
  staticData: { title: '管理员列表' },
  component: AdminListPage,
});

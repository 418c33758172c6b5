import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UserListPage } from '@/features/user/user-list-page';
import { userListDefaults, userListSearch } from '@/features/user/user-search';

export const Route = createFileRoute('/_authed/_permitted/user/index')({
  validateSearch: userListSearch,
  // Defaults stay out of the address, so a plain /user/index is the first page.
  search: { middlewares: [stripSearchParams(userListDefaults)] },
  staticData: { title: '用户管理' },
  component: UserListPage,
});

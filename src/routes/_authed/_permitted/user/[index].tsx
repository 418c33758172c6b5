import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetUserListQueryOptions } from '@/api/generated/endpoints/user/user';
import { prefetch } from '@/components/list/prefetch';
import { UserListPage } from '@/features/user/user-list-page';
import { userListDefaults, userListParams, userListSearch } from '@/features/user/user-search';

export const Route = createFileRoute('/_authed/_permitted/user/index')({
  validateSearch: userListSearch,
  // Defaults stay out of the address, so a plain /user/index is the first page.
  search: { middlewares: [stripSearchParams(userListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetUserListQueryOptions(userListParams(deps))),
  staticData: { title: '用户管理' },
  component: UserListPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { prefetch } from '@/components/list/prefetch';
import { StaffListPage } from '@/features/staff/staff-list-page';
import { staffListQuery } from '@/features/staff/staff-queries';
import { staffListDefaults, staffListSearch } from '@/features/staff/staff-search';

export const Route = createFileRoute('/_authed/_permitted/staff/index')({
  validateSearch: staffListSearch,
  // Defaults stay out of the address, so a plain /staff/index is the first page.
  search: { middlewares: [stripSearchParams(staffListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(staffListQuery(deps)),
  staticData: { title: '员工管理' },
  component: StaffListPage,
});

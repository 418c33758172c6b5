import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '@/features/role/admin-list-page';

export const Route = createFileRoute('/_authed/_permitted/operation/roleManager/adminList')({
  staticData: { title: '管理员列表' },
  component: AdminListPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { RoleListPage } from '@/features/role/role-list-page';

export const Route = createFileRoute('/_authed/_permitted/operation/roleManager/identityManager')({
  staticData: { title: '身份管理' },
  component: RoleListPage,
});

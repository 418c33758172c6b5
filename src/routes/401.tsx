import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '@/features/auth/error-page';
import { requireToken } from '@/features/auth/require-token';

export const Route = createFileRoute('/401')({
  beforeLoad: ({ location }) => requireToken(location.href),
  staticData: { title: '没有权限' },
  component: () => <ErrorPage code="401" title="没有权限" description="您的账号没有访问该页面的权限，如需开通请联系店铺管理员。" />,
});

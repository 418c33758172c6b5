import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '@/features/auth/error-page';
import { requireToken } from '@/features/auth/require-token';

export const Route = createFileRoute('/404')({
  beforeLoad: ({ location }) => requireToken(location.href),
  staticData: { title: '页面不存在' },
  component: () => <ErrorPage code="404" title="页面不存在" description="您访问的页面不存在或已被移除，请检查地址是否正确。" />,
});

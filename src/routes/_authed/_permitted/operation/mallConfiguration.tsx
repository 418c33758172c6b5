import { createFileRoute } from '@tanstack/react-router';
import { MallConfigPage } from '@/features/store/mall-config-page';

export const Route = createFileRoute('/_authed/_permitted/operation/mallConfiguration')({
  staticData: { title: 'PC商城设置' },
  component: MallConfigPage,
});

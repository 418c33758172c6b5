import { createFileRoute } from '@tanstack/react-router';
import { getGetPcShoppingConfigQueryOptions } from '@/api/generated/endpoints/store/store';
import { prefetch } from '@/components/list/prefetch';
import { MALL_CONFIG_QUERY, MallConfigPage } from '@/features/store/pages/mall-config-page';

export const Route = createFileRoute('/_authed/_permitted/operation/mallConfiguration')({
  loader: () => prefetch(getGetPcShoppingConfigQueryOptions(undefined, MALL_CONFIG_QUERY)),
  staticData: { title: 'PC商城设置' },
  component: MallConfigPage,
});

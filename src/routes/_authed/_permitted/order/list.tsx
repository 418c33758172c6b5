import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetOrderListQueryOptions } from '@/api/generated/endpoints/order/order';
import { prefetch } from '@/components/list/prefetch';
import { OrderListPage } from '@/features/order/pages/order-list-page';
import { orderListDefaults, orderListParams, orderListSearch } from '@/features/order/model/order-search';

export const Route = createFileRoute('/_authed/_permitted/order/list')({
  validateSearch: orderListSearch,
  // Defaults stay out of the address, so a plain /order/list is the first page of 全部.
  search: { middlewares: [stripSearchParams(orderListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetOrderListQueryOptions(orderListParams(deps))),
  staticData: { title: '订单管理' },
  component: OrderListPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { OrderListPage } from '@/features/order/order-list-page';
import { orderListDefaults, orderListSearch } from '@/features/order/order-search';

export const Route = createFileRoute('/_authed/_permitted/order/list')({
  validateSearch: orderListSearch,
  // Defaults stay out of the address, so a plain /order/list is the first page of 全部.
  search: { middlewares: [stripSearchParams(orderListDefaults)] },
  staticData: { title: '订单管理' },
  component: OrderListPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetRefundListQueryOptions } from '@/api/generated/endpoints/refund/refund';
import { prefetch } from '@/components/list/prefetch';
import { RefundListPage } from '@/features/refund/refund-list-page';
import { refundListDefaults, refundListParams, refundListSearch } from '@/features/refund/refund-search';

export const Route = createFileRoute('/_authed/_permitted/order/refund')({
  validateSearch: refundListSearch,
  // Defaults stay out of the address, so a plain /order/refund is the first page of 全部.
  search: { middlewares: [stripSearchParams(refundListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetRefundListQueryOptions(refundListParams(deps))),
  staticData: { title: '退款单' },
  component: RefundListPage,
});

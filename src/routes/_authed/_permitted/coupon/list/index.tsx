import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { couponListOptions } from '@/api/calls/coupon';
import { prefetch } from '@/components/list/prefetch';
import { CouponListPage } from '@/features/coupon/pages/coupon-list-page';
import { couponListDefaults, couponListSearch } from '@/features/coupon/model/coupon-search';

export const Route = createFileRoute('/_authed/_permitted/coupon/list/')({
  validateSearch: couponListSearch,
  search: { middlewares: [stripSearchParams(couponListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(couponListOptions(deps)),
  staticData: { title: '优惠券列表' },
  component: CouponListPage,
});

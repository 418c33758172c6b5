import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CouponListPage } from '@/features/coupon/coupon-list-page';
import { couponListDefaults, couponListSearch } from '@/features/coupon/coupon-search';

export const Route = createFileRoute('/_authed/_permitted/coupon/list/')({
  validateSearch: couponListSearch,
  search: { middlewares: [stripSearchParams(couponListDefaults)] },
  staticData: { title: '优惠券列表' },
  component: CouponListPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { couponUserListOptions } from '@/api/calls/coupon';
import { prefetch } from '@/components/list/prefetch';
import { CouponRecordPage } from '@/features/coupon/pages/coupon-record-page';
import { couponListDefaults, couponRecordSearch } from '@/features/coupon/model/coupon-search';

export const Route = createFileRoute('/_authed/_permitted/coupon/record')({
  validateSearch: couponRecordSearch,
  search: { middlewares: [stripSearchParams(couponListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(couponUserListOptions(deps)),
  staticData: { title: '领取记录' },
  component: CouponRecordPage,
});

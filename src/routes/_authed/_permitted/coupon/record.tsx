import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CouponRecordPage } from '@/features/coupon/coupon-record-page';
import { couponListDefaults, couponRecordSearch } from '@/features/coupon/coupon-search';

export const Route = createFileRoute('/_authed/_permitted/coupon/record')({
  validateSearch: couponRecordSearch,
  search: { middlewares: [stripSearchParams(couponListDefaults)] },
  staticData: { title: '领取记录' },
  component: CouponRecordPage,
});

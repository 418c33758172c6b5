import { createFileRoute } from '@tanstack/react-router';
import { couponDetailOptions } from '@/api/calls/coupon';
import { prefetch } from '@/components/list/prefetch';
import { COUPON_DETAIL_QUERY, CouponFormPage } from '@/features/coupon/pages/coupon-form-page';
import { couponFormMode } from '@/features/coupon/model/coupon-links';

export const Route = createFileRoute('/_authed/_permitted/coupon/list/save/{-$id}/{-$copy}')({
  // Editing and copying start from the coupon's details; adding waits for nothing.
  loader: ({ params }) => {
    const { mode, id } = couponFormMode(params);
    if (mode !== 'create') prefetch(couponDetailOptions(id, COUPON_DETAIL_QUERY));
  },
  staticData: { title: '添加优惠劵' },
  component: CouponFormPage,
});

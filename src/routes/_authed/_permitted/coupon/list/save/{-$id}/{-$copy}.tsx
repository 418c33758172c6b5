import { createFileRoute } from '@tanstack/react-router';
import { CouponFormPage } from '@/features/coupon/coupon-form-page';

export const Route = createFileRoute('/_authed/_permitted/coupon/list/save/{-$id}/{-$copy}')({
  staticData: { title: '添加优惠劵' },
  component: CouponFormPage,
});

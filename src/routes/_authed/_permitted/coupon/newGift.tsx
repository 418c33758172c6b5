import { createFileRoute } from '@tanstack/react-router';
import { GiftPage } from '@/features/coupon/pages/gift-page';

export const Route = createFileRoute('/_authed/_permitted/coupon/newGift')({
  staticData: { title: '新人礼' },
  component: GiftPage,
});

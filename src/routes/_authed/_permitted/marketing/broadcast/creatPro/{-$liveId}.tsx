import { createFileRoute } from '@tanstack/react-router';
import { LiveGoodsFormPage } from '@/features/broadcast/pages/live-goods-form-page';

export const Route = createFileRoute('/_authed/_permitted/marketing/broadcast/creatPro/{-$liveId}')({
  staticData: { title: '添加直播商品' },
  component: LiveGoodsFormPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { SeckillJoinPage } from '@/features/seckill/seckill-join-page';

export const Route = createFileRoute('/_authed/_permitted/marketing/seckill/creatSeckill/{-$activityId}')({
  staticData: { title: '添加秒杀商品' },
  component: SeckillJoinPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { SeckillJoinPage } from '@/features/seckill/seckill-join-page';

export const Route = createFileRoute('/_authed/_permitted/marketing/seckill/creatActivity/{-$activityId}')({
  staticData: { title: '参加秒杀活动' },
  component: SeckillJoinPage,
});

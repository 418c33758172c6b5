import { createFileRoute } from '@tanstack/react-router';
import { getGetSeckillActivityPageQueryOptions } from '@/api/generated/endpoints/seckill/seckill';
import { prefetch } from '@/components/list/prefetch';
import { SeckillJoinPage } from '@/features/seckill/pages/seckill-join-page';
import { activityChoiceParams } from '@/features/seckill/model/seckill-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/seckill/creatSeckill/{-$activityId}')({
  // The form starts from the activities it offers (选择活动).
  loader: () => prefetch(getGetSeckillActivityPageQueryOptions(activityChoiceParams)),
  staticData: { title: '添加秒杀商品' },
  component: SeckillJoinPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SeckillActivityPage } from '@/features/seckill/seckill-activity-page';
import { seckillActivitySearch, seckillListDefaults } from '@/features/seckill/seckill-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/seckill/seckillActivity')({
  validateSearch: seckillActivitySearch,
  search: { middlewares: [stripSearchParams(seckillListDefaults)] },
  staticData: { title: '秒杀活动' },
  component: SeckillActivityPage,
});

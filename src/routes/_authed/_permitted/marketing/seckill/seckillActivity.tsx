import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetSeckillActivityPageQueryOptions } from '@/api/generated/endpoints/seckill/seckill';
import { prefetch } from '@/components/list/prefetch';
import { SeckillActivityPage } from '@/features/seckill/pages/seckill-activity-page';
import { seckillActivityParams, seckillActivitySearch, seckillListDefaults } from '@/features/seckill/model/seckill-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/seckill/seckillActivity')({
  validateSearch: seckillActivitySearch,
  search: { middlewares: [stripSearchParams(seckillListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetSeckillActivityPageQueryOptions(seckillActivityParams(deps))),
  staticData: { title: '秒杀活动' },
  component: SeckillActivityPage,
});

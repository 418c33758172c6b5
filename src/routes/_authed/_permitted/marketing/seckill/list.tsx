import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetSeckillProductPageQueryOptions } from '@/api/generated/endpoints/seckill/seckill';
import { prefetch } from '@/components/list/prefetch';
import { SeckillProductPage } from '@/features/seckill/pages/seckill-product-page';
import { seckillListDefaults, seckillProductParams, seckillProductSearch } from '@/features/seckill/model/seckill-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/seckill/list')({
  validateSearch: seckillProductSearch,
  search: { middlewares: [stripSearchParams(seckillListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetSeckillProductPageQueryOptions(seckillProductParams(deps))),
  staticData: { title: '秒杀商品' },
  component: SeckillProductPage,
});

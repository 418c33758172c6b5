import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SeckillProductPage } from '@/features/seckill/seckill-product-page';
import { seckillListDefaults, seckillProductSearch } from '@/features/seckill/seckill-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/seckill/list')({
  validateSearch: seckillProductSearch,
  search: { middlewares: [stripSearchParams(seckillListDefaults)] },
  staticData: { title: '秒杀商品' },
  component: SeckillProductPage,
});

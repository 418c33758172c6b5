import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LiveGoodsPage } from '@/features/broadcast/live-goods-page';
import { liveGoodsDefaults, liveGoodsSearch } from '@/features/broadcast/live-goods-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/broadcast/product')({
  validateSearch: liveGoodsSearch,
  search: { middlewares: [stripSearchParams(liveGoodsDefaults)] },
  staticData: { title: '直播商品列表' },
  component: LiveGoodsPage,
});

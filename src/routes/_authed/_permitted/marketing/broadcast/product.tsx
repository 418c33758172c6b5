import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetLiveGoodsListQueryOptions } from '@/api/generated/endpoints/live-goods/live-goods';
import { prefetch } from '@/components/list/prefetch';
import { LiveGoodsPage } from '@/features/broadcast/pages/live-goods-page';
import { liveGoodsDefaults, liveGoodsSearch } from '@/features/broadcast/model/live-goods-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/broadcast/product')({
  validateSearch: liveGoodsSearch,
  search: { middlewares: [stripSearchParams(liveGoodsDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetLiveGoodsListQueryOptions(deps)),
  staticData: { title: '直播商品列表' },
  component: LiveGoodsPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetVideoProductListQueryOptions } from '@/api/generated/endpoints/video-channel/video-channel';
import { prefetch } from '@/components/list/prefetch';
import { VideoProductPage } from '@/features/video-channel/pages/video-product-page';
import { videoListDefaults, videoListSearch } from '@/features/video-channel/model/video-search';

export const Route = createFileRoute('/_authed/_permitted/videoChannel/productList')({
  validateSearch: videoListSearch,
  search: { middlewares: [stripSearchParams(videoListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetVideoProductListQueryOptions(deps)),
  staticData: { title: '过审商品' },
  component: VideoProductPage,
});

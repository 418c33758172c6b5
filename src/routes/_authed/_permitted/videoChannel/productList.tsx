import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { VideoProductPage } from '@/features/video-channel/video-product-page';
import { videoListDefaults, videoListSearch } from '@/features/video-channel/video-search';

export const Route = createFileRoute('/_authed/_permitted/videoChannel/productList')({
  validateSearch: videoListSearch,
  search: { middlewares: [stripSearchParams(videoListDefaults)] },
  staticData: { title: '过审商品' },
  component: VideoProductPage,
});

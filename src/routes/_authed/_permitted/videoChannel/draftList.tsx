import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetVideoDraftListQueryOptions } from '@/api/generated/endpoints/video-channel/video-channel';
import { prefetch } from '@/components/list/prefetch';
import { DraftListPage } from '@/features/video-channel/pages/draft-list-page';
import { videoListDefaults, videoListSearch } from '@/features/video-channel/model/video-search';

export const Route = createFileRoute('/_authed/_permitted/videoChannel/draftList')({
  validateSearch: videoListSearch,
  search: { middlewares: [stripSearchParams(videoListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetVideoDraftListQueryOptions(deps)),
  staticData: { title: '草稿列表' },
  component: DraftListPage,
});

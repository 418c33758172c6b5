import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DraftListPage } from '@/features/video-channel/draft-list-page';
import { videoListDefaults, videoListSearch } from '@/features/video-channel/video-search';

export const Route = createFileRoute('/_authed/_permitted/videoChannel/draftList')({
  validateSearch: videoListSearch,
  search: { middlewares: [stripSearchParams(videoListDefaults)] },
  staticData: { title: '草稿列表' },
  component: DraftListPage,
});

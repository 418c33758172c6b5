import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { prefetch } from '@/components/list/prefetch';
import { RoomListPage } from '@/features/broadcast/pages/room-list-page';
import { roomListQueryOptions } from '@/features/broadcast/model/room-queries';
import { roomListDefaults, roomListParams, roomListSearch } from '@/features/broadcast/model/room-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/broadcast/room')({
  validateSearch: roomListSearch,
  search: { middlewares: [stripSearchParams(roomListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(roomListQueryOptions(roomListParams(deps))),
  staticData: { title: '直播间管理' },
  component: RoomListPage,
});

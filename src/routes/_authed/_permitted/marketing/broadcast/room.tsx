import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { RoomListPage } from '@/features/broadcast/room-list-page';
import { roomListDefaults, roomListSearch } from '@/features/broadcast/room-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/broadcast/room')({
  validateSearch: roomListSearch,
  search: { middlewares: [stripSearchParams(roomListDefaults)] },
  staticData: { title: '直播间管理' },
  component: RoomListPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { getGetLiveRoomGoodsQueryOptions, getGetLiveRoomInfoQueryOptions } from '@/api/generated/endpoints/live-room/live-room';
import { prefetch } from '@/components/list/prefetch';
import { RoomFormPage } from '@/features/broadcast/pages/room-form-page';
import { ROOM_FORM_QUERY, roomFormMode } from '@/features/broadcast/model/room-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/broadcast/creatRoom/{-$roomId}/{-$type}')({
  // Editing and showing start from the room's details and goods; adding waits for nothing.
  loader: ({ params }) => {
    const { mode, id } = roomFormMode(params);
    if (mode === 'create') return;
    prefetch(getGetLiveRoomInfoQueryOptions(id, undefined, ROOM_FORM_QUERY));
    prefetch(getGetLiveRoomGoodsQueryOptions(id, undefined, ROOM_FORM_QUERY));
  },
  staticData: { title: '添加直播间' },
  component: RoomFormPage,
});

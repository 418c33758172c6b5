import { getRouteApi } from '@tanstack/react-router';
import { useGetLiveRoomGoods, useGetLiveRoomInfo } from '@/api/generated/endpoints/live-room/live-room';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { allQueries } from '@/components/list/use-list-page';
import { RoomForm, ROOM_FORM_TITLES } from '@/features/broadcast/components/room-form';
import { emptyRoomValues, roomMedia, valuesFromRoom } from '@/features/broadcast/model/room-form-model';
import { ROOM_FORM_QUERY, ROOM_LIST_PATH, roomFormMode } from '@/features/broadcast/model/room-search';

const route = getRouteApi('/_authed/_permitted/marketing/broadcast/creatRoom/{-$roomId}/{-$type}');

/** /marketing/broadcast/creatRoom/{roomId?}/{type?}: adds a live room, edits one, or shows one. */
export function RoomFormPage() {
  const { mode, id } = roomFormMode(route.useParams());
  const enabled = mode !== 'create';
  const info = useGetLiveRoomInfo(id, undefined, {
    query: { ...ROOM_FORM_QUERY.query, enabled },
  });
  const goods = useGetLiveRoomGoods(id, undefined, {
    query: { ...ROOM_FORM_QUERY.query, enabled },
  });

  if (mode === 'create') return <RoomForm key="create" mode="create" initial={emptyRoomValues()} />;
  if (!info.data || !goods.data) {
    return (
      <div className="flex flex-col gap-3">
        <PageHeader title={ROOM_FORM_TITLES[mode]} backTo={ROOM_LIST_PATH} />
        <div className="rounded bg-white p-5">
          <QueryState query={allQueries(info, goods)} rows={8}>
            {null}
          </QueryState>
        </div>
      </div>
    );
  }
  return <RoomForm key={`${mode}-${id}`} mode={mode} roomId={id} initial={valuesFromRoom(info.data, goods.data)} media={roomMedia(info.data)} />;
}

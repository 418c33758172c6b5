import { getRouteApi } from '@tanstack/react-router';
import { useGetLiveRoomGoods, useGetLiveRoomInfo } from '@/api/generated/endpoints/live-room/live-room';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { allQueries } from '@/components/list-page/use-list-page';
import { RoomForm, ROOM_FORM_TITLES, type RoomFormMode } from './room-form';
import { emptyRoomValues, valuesFromRoom } from './room-form-model';
import { ROOM_LIST_PATH } from './room-search';

const route = getRouteApi('/_authed/_permitted/marketing/broadcast/creatRoom/{-$roomId}/{-$type}');

/** The form's mode from its address: no id adds, an id edits, an id with type 'info' shows the room read-only. */
export function roomFormMode(params: { roomId?: string; type?: string }): {
  mode: RoomFormMode;
  id: number;
} {
  const id = Number(params.roomId);
  if (!Number.isInteger(id) || id < 1) return { mode: 'create', id: 0 };
  return { mode: params.type === 'info' ? 'info' : 'edit', id };
}

/** /marketing/broadcast/creatRoom/{roomId?}/{type?}: adds a live room, edits one, or shows one. */
export function RoomFormPage() {
  const { mode, id } = roomFormMode(route.useParams());
  const enabled = mode !== 'create';
  const info = useGetLiveRoomInfo(id, undefined, {
    query: { enabled, gcTime: 0 },
  });
  const goods = useGetLiveRoomGoods(id, undefined, {
    query: { enabled, gcTime: 0 },
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
  return <RoomForm key={`${mode}-${id}`} mode={mode} roomId={id} initial={valuesFromRoom(info.data, goods.data)} />;
}

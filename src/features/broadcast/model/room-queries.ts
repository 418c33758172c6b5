import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getGetLiveRoomAssistantsQueryKey, getGetLiveRoomGoodsQueryKey, getGetLiveRoomInfoQueryKey, getLiveRoomList } from '@/api/generated/endpoints/live-room/live-room';
import type { LiveRoomSearchRequest } from '@/api/generated/model';

/** The room list is a POST (as in the reference backend), so its query key is ours. */
export const ROOM_LIST_KEY = ['/admin/merchant/mp/live/room/list'] as const;
export const roomListQueryKey = (body: LiveRoomSearchRequest) => [...ROOM_LIST_KEY, body] as const;

/** The list's query, for the page and its route's loader alike. */
export function roomListQueryOptions(body: LiveRoomSearchRequest) {
  return queryOptions({
    queryKey: roomListQueryKey(body),
    queryFn: ({ signal }) => getLiveRoomList(body, undefined, signal),
  });
}

/** Every page of the list and what shows the room (its details, goods, assistants) load again. */
export function refreshRooms(queryClient: QueryClient, id?: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ROOM_LIST_KEY }),
    ...(id === undefined ? [] : [getGetLiveRoomInfoQueryKey(id), getGetLiveRoomGoodsQueryKey(id), getGetLiveRoomAssistantsQueryKey(id)].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  ]);
}

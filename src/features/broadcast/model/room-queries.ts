import { queryOptions } from '@tanstack/react-query';
import { getLiveRoomList } from '@/api/generated/endpoints/live-room/live-room';
import type { LiveRoomSearchRequest } from '@/api/generated/model';

/** The room list is a POST (as in the reference backend), so its query key is ours. */
const ROOM_LIST_KEY = ['/admin/merchant/mp/live/room/list'] as const;
export const roomListQueryKey = (body: LiveRoomSearchRequest) => [...ROOM_LIST_KEY, body] as const;

/** The list's query, for the page and its route's loader alike. */
export function roomListQueryOptions(body: LiveRoomSearchRequest) {
  return queryOptions({
    queryKey: roomListQueryKey(body),
    queryFn: ({ signal }) => getLiveRoomList(body, undefined, signal),
  });
}

import type { LiveRoomSearchRequest } from '@/api/generated/model';
import { LIST_DEFAULTS, listSearch, numberChoiceFilter, searchFilters, textFilter } from '@/components/list/list-search';

/** 直播间管理's URL: the review tab (0 平台待审核, 1 平台审核失败, 2 微信审核失败, 3 微信审核成功), the filters, page and size. */
export const roomListSearch = listSearch({
  reviewStatus: numberChoiceFilter([0, 1, 2, 3]),
  liveStatus: numberChoiceFilter([101, 102, 103, 104, 105, 106, 107]),
  /** 0 shown in the mall, 1 hidden (SPEC.md §4). */
  storeShow: numberChoiceFilter([0, 1]),
  keywords: textFilter,
});
export type RoomListSearch = ReturnType<typeof roomListSearch>;

export const roomListDefaults = LIST_DEFAULTS;

/** What the list asks for (the POST's body): page, size and the filters that are set. */
export function roomListParams(search: RoomListSearch): LiveRoomSearchRequest {
  return { searchRequest: searchFilters(search), pageParamRequest: { page: search.page, limit: search.limit } };
}

export const ROOM_LIST_PATH = '/marketing/broadcast/room';

/** 添加直播间: no id adds, an id edits, an id with type 'info' shows the room read-only. */
export const ROOM_FORM_PATH = '/marketing/broadcast/creatRoom/{-$roomId}/{-$type}' as const;

export type RoomFormMode = 'create' | 'edit' | 'info';

/** The form's mode from its address: no id adds, an id edits, an id with type 'info' shows the room read-only. */
export function roomFormMode(params: { roomId?: string; type?: string }): {
  mode: RoomFormMode;
  id: number;
} {
  const id = Number(params.roomId);
  if (!Number.isInteger(id) || id < 1) return { mode: 'create', id: 0 };
  return { mode: params.type === 'info' ? 'info' : 'edit', id };
}

/** The form starts from what the server holds now: the room's details and goods are dropped once the form is left. */
export const ROOM_FORM_QUERY = { query: { gcTime: 0 } } as const;

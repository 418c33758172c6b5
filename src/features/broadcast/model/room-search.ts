import type { LiveRoomSearchRequest } from '@/api/generated/model';
import { DEFAULT_PAGE, listSearch, numberChoiceFilter, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** 直播间管理's URL: the review tab (0 平台待审核, 1 平台审核失败, 2 微信审核失败, 3 微信审核成功), the filters, page and size. */
export const roomListSearch = listSearch({
  reviewStatus: numberChoiceFilter([0, 1, 2, 3]),
  liveStatus: numberChoiceFilter([101, 102, 103, 104, 105, 106, 107]),
  /** 0 shown in the mall, 1 hidden (SPEC.md §4). */
  storeShow: numberChoiceFilter([0, 1]),
  keywords: textFilter,
});
export type RoomListSearch = ReturnType<typeof roomListSearch>;

export const roomListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

/** What the list asks for (the POST's body): page, size and the filters that are set. */
export function roomListParams(search: RoomListSearch): LiveRoomSearchRequest {
  const filters: LiveRoomSearchRequest['searchRequest'] = {};
  if (search.keywords) filters.keywords = search.keywords;
  if (search.reviewStatus !== undefined) filters.reviewStatus = search.reviewStatus;
  if (search.liveStatus !== undefined) filters.liveStatus = search.liveStatus;
  if (search.storeShow !== undefined) filters.storeShow = search.storeShow;
  return { searchRequest: filters, pageParamRequest: { page: search.page, limit: search.limit } };
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

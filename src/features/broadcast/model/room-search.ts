import type { LiveRoomSearchRequest } from '@/api/generated/model';
import { LIST_DEFAULTS, listSearch, optionFilter, searchFilters, textFilter } from '@/components/list/list-search';
import { broadcastStatusOptions, roomShowOptions, type RoomReviewStatus } from '@/lib/enums';

export type RoomTab = 'all' | RoomReviewStatus;
/** The reference's tab order: 全部, 平台待审核 0, 平台审核失败 1, 微信审核成功 3, 微信审核失败 2. */
export const ROOM_TABS: ReadonlyArray<{ value: RoomTab; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 0, label: '平台待审核' },
  { value: 1, label: '平台审核失败' },
  { value: 3, label: '微信审核成功' },
  { value: 2, label: '微信审核失败' },
];

/** 直播间管理's URL: the review tab (0 平台待审核, 1 平台审核失败, 2 微信审核失败, 3 微信审核成功), the filters, page and size. */
export const roomListSearch = listSearch({
  reviewStatus: optionFilter(ROOM_TABS.filter((t): t is { value: RoomReviewStatus; label: string } => t.value !== 'all')),
  liveStatus: optionFilter(broadcastStatusOptions),
  /** 0 shown in the mall, 1 hidden (SPEC.md §4). */
  storeShow: optionFilter(roomShowOptions),
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

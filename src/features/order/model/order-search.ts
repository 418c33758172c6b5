import type { GetOrderListParams, OrderStatusNum } from '@/api/generated/model';
import { LIST_DEFAULTS, listSearch, optionFilter, searchFilters, textFilter } from '@/components/list/list-search';
import { cleanUserSearch } from '@/lib/user-search';

/** The status tabs, in order, with the key of their count in `GET /order/status/num`. */
export const orderTabs = [
  { value: 'all', label: '全部', countKey: 'all' },
  { value: 'notShipped', label: '待发货', countKey: 'notShipped' },
  { value: 'spike', label: '待收货', countKey: 'spike' },
  { value: 'awaitVerification', label: '待核销', countKey: 'verification' },
  { value: 'receiving', label: '已收货', countKey: 'receiving' },
  { value: 'complete', label: '已完成', countKey: 'complete' },
  { value: 'refunded', label: '已退款', countKey: 'refunded' },
  { value: 'deleted', label: '已删除', countKey: 'deleted' },
] as const satisfies readonly { value: string; label: string; countKey: keyof OrderStatusNum }[];
export type OrderListTab = (typeof orderTabs)[number]['value'];

/** 订单类型 of the filter (and the detail header). */
export const orderTypeOptions = [
  { value: 0, label: '普通订单' },
  { value: 1, label: '秒杀订单' },
  { value: 2, label: '拼团订单' },
] as const;
export type OrderTypeValue = (typeof orderTypeOptions)[number]['value'];

/** The filter's names for the four user searches (the reference says 用户ID where the user list says UID). */
export const orderUserSearchOptions = [
  { value: 'all', label: '全部' },
  { value: 'uid', label: '用户ID' },
  { value: 'phone', label: '手机号' },
  { value: 'nickname', label: '用户昵称' },
] as const;

/** The order list's URL: tab, page, size and every filter, so a reload or a tab switch keeps them. */
export const orderListSearch = listSearch({
  status: optionFilter(orderTabs),
  orderNo: textFilter,
  type: optionFilter(orderTypeOptions),
  dateLimit: textFilter,
  searchType: optionFilter(orderUserSearchOptions),
  content: textFilter,
  /** The order whose details drawer is open. */
  detail: textFilter,
});

export type OrderListSearch = ReturnType<typeof orderListSearch>;

export const orderListDefaults = LIST_DEFAULTS;

/**
 * The filters of the list, the counts and the export: the user search only with text, cleaned for
 * its kind (a hand-edited address may carry letters in a phone search).
 */
export function orderFilters(search: OrderListSearch) {
  const searchType = search.searchType ?? 'all';
  const content = search.content ? cleanUserSearch(searchType, search.content) : '';
  return { ...searchFilters(search, 'status', 'detail', 'searchType', 'content'), ...(content ? { searchType, content } : {}) };
}

/** What the list asks for: its tab (全部 when the address names none), page and filters. */
export function orderListParams(search: OrderListSearch): GetOrderListParams {
  return { status: search.status ?? 'all', page: search.page, limit: search.limit, ...orderFilters(search) };
}

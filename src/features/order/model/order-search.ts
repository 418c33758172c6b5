import type { GetOrderListParams } from '@/api/generated/model';
import { choiceFilter, LIST_DEFAULTS, listSearch, numberChoiceFilter, searchFilters, textFilter } from '@/components/list/list-search';
import { cleanUserSearch } from '@/lib/user-search';

/** The order list's URL: tab, page, size and every filter, so a reload or a tab switch keeps them. */
export const orderListSearch = listSearch({
  status: choiceFilter(['all', 'notShipped', 'spike', 'awaitVerification', 'receiving', 'complete', 'refunded', 'deleted']),
  orderNo: textFilter,
  type: numberChoiceFilter([0, 1, 2]),
  dateLimit: textFilter,
  searchType: choiceFilter(['all', 'uid', 'phone', 'nickname']),
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

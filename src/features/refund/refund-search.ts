import type { GetRefundListParams, GetRefundStatusNumParams, RefundStatusNum } from '@/api/generated/model';
import { LIST_DEFAULTS, listSearch, optionFilter, searchFilters, textFilter } from '@/components/list/list-search';
import { userSearchTypeOptions } from '@/lib/enums';

/**
 * The tabs in the reference console's order, each with the key of its count in
 * `GET /refund/order/status/num` (reference §4.4).
 */
export const refundTabs = [
  { value: 9, label: '全部', count: 'all' },
  { value: 0, label: '待审核', count: 'await' },
  { value: 2, label: '退款中', count: 'refunding' },
  { value: 4, label: '用户退货', count: 'awaitReturning' },
  { value: 5, label: '商家待收货', count: 'awaitReceiving' },
  { value: 6, label: '已撤销', count: 'revoke' },
  { value: 1, label: '审核未通过', count: 'reject' },
  { value: 3, label: '已退款', count: 'refunded' },
] as const satisfies readonly { value: number; label: string; count: keyof RefundStatusNum }[];

/** The refund list's URL: tab (refundStatus, 9 = all), page, size and every filter. */
export const refundListSearch = listSearch({
  refundStatus: optionFilter(refundTabs),
  refundOrderNo: textFilter,
  orderNo: textFilter,
  dateLimit: textFilter,
  searchType: optionFilter(userSearchTypeOptions),
  content: textFilter,
  trackingNumber: textFilter,
  /** The refund order whose details drawer is open. */
  detail: textFilter,
});

export type RefundListSearch = ReturnType<typeof refundListSearch>;

export const refundListDefaults = LIST_DEFAULTS;

/** A tab of the list: 9 is 全部, the others a refund status. */
export type RefundTab = NonNullable<RefundListSearch['refundStatus']>;
export const ALL_REFUNDS: RefundTab = 9;

/** The filters of the search as the list and the tab counts send them (no paging, tab or drawer); the user search's kind only with its text. */
export function refundFilters(search: RefundListSearch): GetRefundStatusNumParams {
  const { searchType = 'all', content } = search;
  return { ...searchFilters(search, 'refundStatus', 'detail', 'searchType', 'content'), ...(content ? { searchType, content } : {}) };
}

/** What the list asks for: page, size, the tab (全部 when the address names none) and the filters. */
export function refundListParams(search: RefundListSearch): GetRefundListParams {
  return { page: search.page, limit: search.limit, refundStatus: search.refundStatus ?? ALL_REFUNDS, ...refundFilters(search) };
}

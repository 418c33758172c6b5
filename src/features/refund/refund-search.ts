import { choiceFilter, DEFAULT_PAGE, listSearch, numberChoiceFilter, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** The refund list's URL: tab (refundStatus, 9 = all), page, size and every filter. */
export const refundListSearch = listSearch({
  refundStatus: numberChoiceFilter([0, 1, 2, 3, 4, 5, 6, 9]),
  refundOrderNo: textFilter,
  orderNo: textFilter,
  dateLimit: textFilter,
  searchType: choiceFilter(['all', 'uid', 'phone', 'nickname']),
  content: textFilter,
  trackingNumber: textFilter,
  /** The refund order whose details drawer is open. */
  detail: textFilter,
});

export type RefundListSearch = ReturnType<typeof refundListSearch>;

export const refundListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

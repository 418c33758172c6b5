import { DEFAULT_PAGE, idFilter, listSearch, numberChoiceFilter, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** The coupon list's URL: page, size and every filter. */
export const couponListSearch = listSearch({
  name: textFilter,
  /** 1 开启, 0 未开启. */
  status: numberChoiceFilter([0, 1]),
  receiveType: numberChoiceFilter([1, 2]),
  category: numberChoiceFilter([1, 2]),
});
export type CouponListSearch = ReturnType<typeof couponListSearch>;

/** The receive records' URL. */
export const couponRecordSearch = listSearch({
  name: textFilter,
  nickname: textFilter,
  uid: idFilter,
  status: numberChoiceFilter([0, 1, 2]),
});
export type CouponRecordSearch = ReturnType<typeof couponRecordSearch>;

export const couponListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

import { idFilter, LIST_DEFAULTS, listSearch, numberChoiceFilter, textFilter } from '@/components/list/list-search';

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

export const couponListDefaults = LIST_DEFAULTS;

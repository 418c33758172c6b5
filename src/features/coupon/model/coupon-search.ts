import { idFilter, LIST_DEFAULTS, listSearch, optionFilter, textFilter } from '@/components/list/list-search';
import { couponCategoryOptions, couponReceiveTypeOptions, type Tone } from '@/lib/enums';

/** 优惠类别 of the store's own coupons: 商家券 and 商品券. */
export const couponKindOptions = couponCategoryOptions.filter((o): o is (typeof couponCategoryOptions)[number] & { value: 1 | 2 } => o.value === 1 || o.value === 2);
export type CouponKind = 1 | 2;

/** 领取方式 in the list's filter and column, as the reference's list words them: 赠送券 for 2. */
export const couponReceiveListOptions = couponReceiveTypeOptions.map((o) => (o.value === 2 ? { ...o, label: '赠送券' } : o));

/** 开启状态 of the list filter. */
export const couponOpenOptions = [
  { value: 0, label: '未开启' },
  { value: 1, label: '开启' },
] as const;

/** 状态 of a held coupon (领取记录). */
export const couponUserStatusOptions = [
  { value: 0, label: '未使用', tone: 'primary' },
  { value: 1, label: '已使用', tone: 'success' },
  { value: 2, label: '已失效', tone: 'info' },
] as const satisfies readonly { value: number; label: string; tone: Tone }[];
export type CouponUserStatus = (typeof couponUserStatusOptions)[number]['value'];

/** The coupon list's URL: page, size and every filter. */
export const couponListSearch = listSearch({
  name: textFilter,
  /** 1 开启, 0 未开启. */
  status: optionFilter(couponOpenOptions),
  receiveType: optionFilter(couponReceiveListOptions),
  category: optionFilter(couponKindOptions),
});
export type CouponListSearch = ReturnType<typeof couponListSearch>;

/** The receive records' URL. */
export const couponRecordSearch = listSearch({
  name: textFilter,
  nickname: textFilter,
  uid: idFilter,
  status: optionFilter(couponUserStatusOptions),
});
export type CouponRecordSearch = ReturnType<typeof couponRecordSearch>;

export const couponListDefaults = LIST_DEFAULTS;

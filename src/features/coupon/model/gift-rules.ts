import type { SendableCoupon } from '@/api/generated/model';

export type GiftKind = 'newPeople' | 'birthday';

/** A tab of /coupon/newGift: which gift, its name and who receives it. */
export interface GiftTab {
  kind: GiftKind;
  label: string;
  audience: string;
}

export const GIFT_TABS: readonly GiftTab[] = [
  { kind: 'newPeople', label: '新人礼', audience: '开启活动期间所有注册商城的用户' },
  { kind: 'birthday', label: '生日有礼', audience: '商城已经设置生日的用户' },
];

export const GIFT_EDIT_PERMISSIONS: Record<GiftKind, string> = {
  newPeople: 'merchant:marketing:new:people:present:edit',
  birthday: 'merchant:marketing:birthday:present:edit',
};

/** The gift's coupons with the ones picked added after them, each once. */
export function mergeCoupons(current: readonly SendableCoupon[], picked: readonly SendableCoupon[]): SendableCoupon[] {
  const merged = [...current];
  for (const coupon of picked) {
    if (!merged.some((c) => c.id === coupon.id)) merged.push(coupon);
  }
  return merged;
}

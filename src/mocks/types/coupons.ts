import type { Coupon, CouponCategory } from '@/api/generated/model';

/** A coupon of the store as the demo backend keeps it (the reference's eb_coupon). */
export interface DemoCoupon extends Coupon {
  isDel: boolean;
  /** The products of a 商品券. */
  productIds: number[];
}

/** A coupon a user holds (领取记录). */
export interface DemoCouponUser {
  id: number;
  couponId: number;
  uid: number;
  name: string;
  category: CouponCategory;
  receiveType: 1 | 2 | 3;
  /** The coupon's whole-yuan face value and threshold, as the amounts a user's coupon carries (text). */
  money: string;
  minPrice: string;
  /** 0 未使用, 1 已使用, 2 已失效. */
  status: 0 | 1 | 2;
  startTime: string;
  endTime: string;
  useTime?: string;
  createTime: string;
  nickname: string;
  avatar: string;
}

export interface DemoGiftSettings {
  newPeopleSwitch: boolean;
  newPeopleCouponIds: number[];
  birthdaySwitch: boolean;
  birthdayCouponIds: number[];
}

export interface DemoCouponData {
  coupons: DemoCoupon[];
  couponUsers: DemoCouponUser[];
  giftSettings: DemoGiftSettings;
}

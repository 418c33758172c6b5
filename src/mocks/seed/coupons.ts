import type { UserAdminDetailResponse } from '@/api/generated/model';
import { money } from '@/lib/format';
import { formatDateTime } from '../logic/time';
import type { DemoCoupon, DemoCouponData, DemoCouponUser } from '../types/coupons';

const DAY = 86_400_000;

export function seedCoupons(now: number, users: readonly UserAdminDetailResponse[]): DemoCouponData {
  const at = (days: number) => formatDateTime(new Date(now + days * DAY));
  const base = { isTimeReceive: false, sort: 0, isDel: false, productIds: [], createTime: at(-60) };
  const coupons: DemoCoupon[] = [
    { ...base, id: 1, name: '新品立减10元', category: 1, receiveType: 2, money: 10, minPrice: 99, isFixedTime: false, day: 30, isLimited: true, total: 200, lastTotal: 180, status: true },
    { ...base, id: 2, name: '满200减30', category: 1, receiveType: 2, money: 30, minPrice: 200, isFixedTime: true, useStartTime: at(-1), useEndTime: at(60), day: 0, isLimited: true, total: 100, lastTotal: 95, status: true },
    { ...base, id: 3, name: '无门槛5元券', category: 1, receiveType: 2, money: 5, minPrice: 0, isFixedTime: false, day: 7, isLimited: false, total: 0, lastTotal: 0, status: true },
    { ...base, id: 4, name: '茶叶专享券', category: 2, isTimeReceive: true, receiveStartTime: at(-10), receiveEndTime: at(50), receiveType: 1, money: 20, minPrice: 150, isFixedTime: false, day: 15, isLimited: true, total: 50, lastTotal: 3, status: true, productIds: [5, 6] },
    { ...base, id: 5, name: '会员日8折前券', category: 1, receiveType: 1, money: 15, minPrice: 120, isFixedTime: false, day: 10, isLimited: true, total: 80, lastTotal: 0, status: true },
    { ...base, id: 6, name: '老客回馈券', category: 1, receiveType: 1, money: 8, minPrice: 50, isFixedTime: false, day: 20, isLimited: false, total: 0, lastTotal: 0, status: false },
    ...Array.from({ length: 12 }, (_, i): DemoCoupon => ({ ...base, id: 7 + i, name: `店铺满${(i + 2) * 50}减${(i + 2) * 5}`, category: 1, receiveType: 1, money: (i + 2) * 5, minPrice: (i + 2) * 50, isFixedTime: false, day: 30, isLimited: i % 2 === 0, total: i % 2 === 0 ? 100 : 0, lastTotal: i % 2 === 0 ? 100 - i : 0, status: true })),
  ];
  const couponUsers: DemoCouponUser[] = users.slice(0, 12).map((u, i) => {
    const coupon = coupons[i % 3];
    return {
      id: i + 1,
      couponId: coupon.id,
      uid: u.id,
      name: coupon.name,
      category: coupon.category,
      receiveType: coupon.receiveType,
      money: money(coupon.money),
      minPrice: money(coupon.minPrice),
      status: i % 4 === 0 ? 1 : i % 5 === 0 ? 2 : 0,
      startTime: at(-20 + i),
      endTime: at(10 + i),
      ...(i % 4 === 0 ? { useTime: at(-3) } : {}),
      createTime: at(-20 + i),
      nickname: u.nickname,
      avatar: u.avatar,
    };
  });
  return { coupons, couponUsers, giftSettings: { newPeopleSwitch: true, newPeopleCouponIds: [3], birthdaySwitch: false, birthdayCouponIds: [] } };
}

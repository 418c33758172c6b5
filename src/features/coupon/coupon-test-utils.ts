import type { DemoCoupon } from '@/mocks/types/coupons';
import { seeded } from '@/test/demo-data';

/** What the coupon pages' tests share about the seeded coupons (not a test file itself). */

export const couponWhere = (test: (c: DemoCoupon) => boolean) => seeded('coupons', test, 'coupon');
export const couponById = (id: number) => couponWhere((c) => c.id === id);

import { getDb } from '@/mocks/db';
import type { DemoDb } from '@/mocks/types/db';
import type { CouponSaveRequest } from '@/api/generated/model';

/**
 * The first seeded record of a table matching a test: tests find their data through the demo store
 * rather than by hard-coded ids, so a seed change does not silently change what they test.
 */
export function seeded<K extends keyof DemoDb>(table: K, test: (row: DemoDb[K] extends Array<infer R> ? R : never) => boolean, what = String(table)) {
  const rows = getDb()[table] as unknown as Array<DemoDb[K] extends Array<infer R> ? R : never>;
  const found = rows.find(test);
  if (!found) throw new Error(`no such ${what} in the seed`);
  return found;
}

/** A coupon as the console (and the reference console) saves one: a 商家券 of ¥5, valid 7 days, unlimited. */
export const couponRequest = (name: string): CouponSaveRequest => ({
  name,
  category: 1,
  receiveType: 1,
  money: 5,
  minPrice: 0,
  isLimited: false,
  total: 0,
  isTimeReceive: false,
  isFixedTime: false,
  day: 7,
  sort: 0,
  status: true,
});

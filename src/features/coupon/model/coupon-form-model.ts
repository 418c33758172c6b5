import { z } from 'zod';
import {
  saveCouponBodyDayMax as DAY_MAX,
  saveCouponBodyMinPriceMax as MIN_PRICE_MAX,
  saveCouponBodyMoneyMax as MONEY_MAX,
  saveCouponBodyNameMax as NAME_MAX,
  saveCouponBodySortMax as SORT_MAX,
  saveCouponBodyTotalMax as TOTAL_MAX,
} from '@/api/generated-zod/coupon/coupon.zod';
import { msOfDateTime, normalizeDateTime } from '@/lib/date-time';
import type { CouponDetail, CouponSaveRequest, PickerProduct } from '@/api/generated/model';

// The contract's limits (the backend checks the same).
export { DAY_MAX, MIN_PRICE_MAX, MONEY_MAX, NAME_MAX, SORT_MAX, TOTAL_MAX };
/** How far ahead a receive window or a fixed use window may reach (the reference's date pickers). */
export const RECEIVE_DAYS_MAX = 600;
const DAY_MS = 86_400_000;

/** The messages of the form's rules, shown at their fields. */
export const COUPON_MESSAGES = {
  name: '请输入优惠劵名称',
  nameMax: `优惠劵名称不能超过${NAME_MAX}个字符`,
  products: '请选择商品',
  money: '请输入优惠券面值',
  moneyRange: `优惠券面值范围为1~${MONEY_MAX}`,
  minPrice: '请输入优惠券最低消费',
  minPriceRange: `优惠券最低消费范围为1~${MIN_PRICE_MAX}`,
  day: '请输入使用有效期限',
  dayRange: `使用有效期限范围为1~${DAY_MAX}天`,
  useTime: '请选择使用有效期',
  receiveTime: '请选择领取时间',
  endAfterStart: '结束时间必须大于开始时间',
  receiveTooFar: `领取时间不能超过${RECEIVE_DAYS_MAX}天`,
  useTooFar: `使用有效期不能超过${RECEIVE_DAYS_MAX}天`,
  total: '请输入发布数量',
  totalPositive: '发布数量必须大于0',
  totalMax: `发布数量不能超过${TOTAL_MAX}`,
  sort: '请输入排序',
  sortRange: `排序范围为0~${SORT_MAX}`,
} as const;

/**
 * The fields the request takes as the form holds them, under the same names: each line is the field's
 * rule and its value in a new coupon (the reference's defaults: 商家券, 商品买赠券, closed). A field added
 * here is read from a saved coupon and sent with the others; the form shows it in one row.
 */
const sentAsTyped = z.object({
  name: z.string().trim().min(1, COUPON_MESSAGES.name).max(NAME_MAX, COUPON_MESSAGES.nameMax).default(''),
  category: z.union([z.literal(1), z.literal(2)]).default(1),
  receiveType: z.union([z.literal(1), z.literal(2)]).default(2),
  /** 领取是否限时: 限时. */
  isTimeReceive: z.boolean().default(false),
  /** 使用有效期: 时间段 (else 天数). */
  isFixedTime: z.boolean().default(false),
  isLimited: z.boolean().default(false),
  status: z.boolean().default(false),
});
const SENT_AS_TYPED = sentAsTyped.keyof().options;

/** Numbers are kept as the typed digits (so an empty box has its own message), times as 'yyyy-MM-dd HH:mm:ss' ('' until whole). */
const digits = (empty: string) => z.string().default(empty);
const time = z.string().default('');

/** The rest, which the request takes in its own shape: face value 1, threshold 1 once chosen, one issued once limited. */
const couponFields = sentAsTyped.extend({
  products: z.array(z.object({ id: z.number(), name: z.string(), image: z.string(), price: z.string() })).default([]),
  money: digits('1'),
  /** 使用门槛: 有门槛. */
  hasThreshold: z.boolean().default(false),
  minPrice: digits('1'),
  day: digits(''),
  useStart: time,
  useEnd: time,
  receiveStart: time,
  receiveEnd: time,
  total: digits('1'),
  sort: digits('0'),
});

/** What the form edits. */
export type CouponFormValues = z.output<typeof couponFields>;

export const emptyCouponValues = (): CouponFormValues => couponFields.parse({});

/** The latest a receive window may end, from now. */
export const receiveLimit = (now: number) => now + RECEIVE_DAYS_MAX * DAY_MS;

/** The form of a saved coupon; a copy keeps everything but becomes a new coupon on save. */
export function valuesFromDetail({ coupon, productList }: CouponDetail): CouponFormValues {
  const empty = emptyCouponValues();
  const typed = Object.fromEntries(SENT_AS_TYPED.map((key) => [key, coupon[key]])) as Pick<CouponFormValues, (typeof SENT_AS_TYPED)[number]>;
  return {
    ...typed,
    products: coupon.category === 2 ? productList.map(({ id, name, image, price }) => ({ id, name, image, price })) : [],
    money: String(coupon.money),
    hasThreshold: coupon.minPrice > 0,
    minPrice: coupon.minPrice > 0 ? String(coupon.minPrice) : empty.minPrice,
    day: coupon.isFixedTime || coupon.day < 1 ? '' : String(coupon.day),
    useStart: coupon.isFixedTime ? normalizeDateTime(coupon.useStartTime) : '',
    useEnd: coupon.isFixedTime ? normalizeDateTime(coupon.useEndTime) : '',
    receiveStart: coupon.isTimeReceive ? normalizeDateTime(coupon.receiveStartTime) : '',
    receiveEnd: coupon.isTimeReceive ? normalizeDateTime(coupon.receiveEndTime) : '',
    total: coupon.isLimited ? String(coupon.total) : empty.total,
    sort: String(coupon.sort),
  };
}

/** The request of the form's values (checked by the schema): hidden choices are sent empty. */
export function toSaveRequest(values: CouponFormValues): CouponSaveRequest {
  const typed = Object.fromEntries(SENT_AS_TYPED.map((key) => [key, values[key]])) as Pick<CouponSaveRequest, (typeof SENT_AS_TYPED)[number]>;
  const body: CouponSaveRequest = {
    ...typed,
    name: values.name.trim(),
    money: Number(values.money),
    minPrice: values.hasThreshold ? Number(values.minPrice) : 0,
    total: values.isLimited ? Number(values.total) : 0,
    day: values.isFixedTime ? 0 : Number(values.day),
    sort: Number(values.sort),
  };
  if (values.category === 2) body.productIds = values.products.map((p) => p.id).join(',');
  if (values.isTimeReceive) {
    body.receiveStartTime = values.receiveStart;
    body.receiveEndTime = values.receiveEnd;
  }
  if (values.isFixedTime) {
    body.useStartTime = values.useStart;
    body.useEndTime = values.useEnd;
  }
  return body;
}

export const fromPickerProduct = ({ id, name, image, price }: PickerProduct): CouponFormValues['products'][number] => ({ id, name, image, price });

/** Checks an integer text: its message when empty, when outside min–max, or undefined. */
function checkInteger(text: string, min: number, max: number, empty: string, range: string): string | undefined {
  if (text.trim() === '') return empty;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) return range;
  return undefined;
}

/** The form's rules; `now` decides how far ahead a receive window may reach. */
export function couponFormSchema(now: () => number = Date.now) {
  return couponFields
    .superRefine((v, ctx) => {
      const issue = (path: keyof CouponFormValues, message: string | undefined) => {
        if (message) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (v.category === 2 && v.products.length === 0) issue('products', COUPON_MESSAGES.products);
      const moneyProblem = checkInteger(v.money, 1, MONEY_MAX, COUPON_MESSAGES.money, COUPON_MESSAGES.moneyRange);
      issue('money', moneyProblem);
      if (v.hasThreshold) {
        // A threshold of 0 is none: the list would call it 无门槛 (the reference's box starts at 1).
        const minProblem = checkInteger(v.minPrice, 1, MIN_PRICE_MAX, COUPON_MESSAGES.minPrice, COUPON_MESSAGES.minPriceRange);
        if (minProblem) issue('minPrice', minProblem);
      }
      if (v.isFixedTime) {
        if (!v.useStart) issue('useStart', COUPON_MESSAGES.useTime);
        if (!v.useEnd) issue('useEnd', COUPON_MESSAGES.useTime);
        else if (v.useStart && !(msOfDateTime(v.useEnd) > msOfDateTime(v.useStart))) issue('useEnd', COUPON_MESSAGES.endAfterStart);
        else if (msOfDateTime(v.useEnd) > receiveLimit(now())) issue('useEnd', COUPON_MESSAGES.useTooFar);
      } else {
        issue('day', checkInteger(v.day, 1, DAY_MAX, COUPON_MESSAGES.day, COUPON_MESSAGES.dayRange));
      }
      if (v.isTimeReceive) {
        if (!v.receiveStart) issue('receiveStart', COUPON_MESSAGES.receiveTime);
        if (!v.receiveEnd) issue('receiveEnd', COUPON_MESSAGES.receiveTime);
        else if (v.receiveStart && !(msOfDateTime(v.receiveEnd) > msOfDateTime(v.receiveStart))) issue('receiveEnd', COUPON_MESSAGES.endAfterStart);
        else if (msOfDateTime(v.receiveEnd) > receiveLimit(now())) issue('receiveEnd', COUPON_MESSAGES.receiveTooFar);
      }
      if (v.isLimited) {
        const totalProblem = checkInteger(v.total, 0, TOTAL_MAX, COUPON_MESSAGES.total, COUPON_MESSAGES.totalMax);
        issue('total', totalProblem ?? (Number(v.total) < 1 ? COUPON_MESSAGES.totalPositive : undefined));
      }
      issue('sort', checkInteger(v.sort, 0, SORT_MAX, COUPON_MESSAGES.sort, COUPON_MESSAGES.sortRange));
    });
}

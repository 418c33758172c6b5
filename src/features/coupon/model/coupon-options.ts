import type { Coupon, CouponUser } from '@/api/generated/model';
import { couponCategoryLabel, couponReceiveTypeOptions, type Tone } from '@/lib/enums';
import { couponKindOptions, couponUserStatusOptions } from './coupon-search';
import { compareMoney, plainAmount } from '@/lib/format';

/** The coupon pages' choices and display text (reference §4.9a); labels come from lib/enums. */
interface Option<V extends number> {
  value: V;
  label: string;
  tone?: Tone;
}

const labelOf = <V extends number>(options: readonly Option<V>[], value: number) => options.find((o) => o.value === value)?.label ?? '未知';

export const couponKindLabel = (value: number) => labelOf(couponKindOptions, value);

/** 领取方式, as the form words it (商品买赠券: given with a product bought). */
export const couponReceiveOptions = couponReceiveTypeOptions;
export type CouponReceive = (typeof couponReceiveOptions)[number]['value'];

/** The form's yes/no choices, each with its value typed (as the request takes it). */
export const couponThresholdOptions = [
  { value: false, label: '无门槛' },
  { value: true, label: '有门槛' },
] as const;
export const couponValidityOptions = [
  { value: false, label: '天数' },
  { value: true, label: '时间段' },
] as const;
export const couponReceiveTimeOptions = [
  { value: true, label: '限时' },
  { value: false, label: '不限时' },
] as const;
export const couponLimitOptions = [
  { value: true, label: '限量' },
  { value: false, label: '不限量' },
] as const;
export const couponStatusOptions = [
  { value: true, label: '开启' },
  { value: false, label: '关闭' },
] as const;

/** A held coupon's category (CouponUser.category, every kind the platform has). */
export const heldCategoryLabel = (value: number) => couponCategoryLabel(value);

export const couponUserStatusOption = (value: number): Option<number> | undefined => couponUserStatusOptions.find((o) => o.value === value);

/** 使用门槛: 0 is none; a held coupon's threshold comes as decimal text ('0.00' is none too) and shown without trailing zeros, like a coupon's. */
export const thresholdText = (minPrice: number | string) => (compareMoney(minPrice, 0) === 0 ? '无门槛' : `满${plainAmount(minPrice)}元可用`);

/** 领取日期: the receive window, or 不限时. */
export const receiveWindowText = (c: Pick<Coupon, 'isTimeReceive' | 'receiveStartTime' | 'receiveEndTime'>) =>
  c.isTimeReceive ? `${c.receiveStartTime ?? ''} - ${c.receiveEndTime ?? ''}` : '不限时';

/** 使用时间: days from receipt, or the fixed period. */
export const validityText = (c: Pick<Coupon, 'isFixedTime' | 'useStartTime' | 'useEndTime' | 'day'>) =>
  c.isFixedTime ? `${c.useStartTime ?? ''} - ${c.useEndTime ?? ''}` : `${c.day}天`;

/** 有效期 of a held coupon. */
export const heldPeriodText = (r: Pick<CouponUser, 'startTime' | 'endTime'>) => `${r.startTime} - ${r.endTime}`;

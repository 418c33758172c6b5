import type { CouponDetail } from '@/api/generated/model';
import { COUPON_MESSAGES, couponFormSchema, emptyCouponValues, toSaveRequest, valuesFromDetail, type CouponFormValues } from './coupon-form-model';

const messagesOf = (values: CouponFormValues, now = Date.parse('2030-01-01T00:00:00')) => {
  const result = couponFormSchema(() => now).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};
const valid = (): CouponFormValues => ({ ...emptyCouponValues(), name: '满减券', day: '7' });

describe('the coupon form model', () => {
  it('accepts the defaults once named and given a validity', () => {
    expect(messagesOf(valid())).toEqual({});
  });

  it('takes any threshold, below the face value too (the reference backend has no such rule), and refuses 0 when limited', () => {
    expect(messagesOf({ ...valid(), money: '30', hasThreshold: true, minPrice: '29' })).toEqual({});
    expect(messagesOf({ ...valid(), money: '30', hasThreshold: true, minPrice: '30' })).toEqual({});
    // No threshold: the hidden box does not count.
    expect(messagesOf({ ...valid(), money: '30', hasThreshold: false, minPrice: '1' })).toEqual({});
    expect(messagesOf({ ...valid(), isLimited: true, total: '0' })).toEqual({ total: COUPON_MESSAGES.totalPositive });
    expect(messagesOf({ ...valid(), isLimited: true, total: '' })).toEqual({ total: COUPON_MESSAGES.total });
    expect(messagesOf({ ...valid(), day: '1000' })).toEqual({ day: COUPON_MESSAGES.dayRange });
    expect(messagesOf({ ...valid(), sort: '10000' })).toEqual({ sort: COUPON_MESSAGES.sortRange });
    expect(messagesOf({ ...valid(), name: 'x'.repeat(65) })).toEqual({ name: COUPON_MESSAGES.nameMax });
  });

  it('takes a threshold from 1 (0 would be none)', () => {
    expect(messagesOf({ ...valid(), hasThreshold: true, minPrice: '0' })).toEqual({ minPrice: COUPON_MESSAGES.minPriceRange });
    expect(messagesOf({ ...valid(), hasThreshold: true, minPrice: '1' })).toEqual({});
    expect(messagesOf({ ...valid(), hasThreshold: true, minPrice: '' })).toEqual({ minPrice: COUPON_MESSAGES.minPrice });
  });

  it('lets a fixed use window reach at most 600 days ahead, as the receive window', () => {
    const now = Date.parse('2030-01-01T00:00:00');
    const base = { ...valid(), isFixedTime: true, useStart: '2030-01-02T00:00' };
    expect(messagesOf({ ...base, useEnd: '2031-08-20T00:00' }, now)).toEqual({});
    expect(messagesOf({ ...base, useEnd: '2031-08-25T00:00' }, now)).toEqual({ useEnd: COUPON_MESSAGES.useTooFar });
  });

  it('lets a receive window reach at most 600 days ahead, ending after it starts', () => {
    const now = Date.parse('2030-01-01T00:00:00');
    const base = { ...valid(), isTimeReceive: true, receiveStart: '2030-01-02T00:00' };
    expect(messagesOf({ ...base, receiveEnd: '2031-08-20T00:00' }, now)).toEqual({});
    expect(messagesOf({ ...base, receiveEnd: '2031-08-25T00:00' }, now)).toEqual({ receiveEnd: COUPON_MESSAGES.receiveTooFar });
    expect(messagesOf({ ...base, receiveEnd: '2030-01-02T00:00' }, now)).toEqual({ receiveEnd: COUPON_MESSAGES.endAfterStart });
    expect(messagesOf({ ...base, receiveStart: '', receiveEnd: '' }, now)).toEqual({ receiveStart: COUPON_MESSAGES.receiveTime, receiveEnd: COUPON_MESSAGES.receiveTime });
  });

  it('round-trips a saved coupon (products as the comma list the reference takes), and sends hidden choices empty', () => {
    const detail: CouponDetail = {
      coupon: { id: 9, name: '茶券', category: 2, receiveType: 1, money: 20, minPrice: 150, isLimited: true, total: 50, lastTotal: 3, isTimeReceive: true, receiveStartTime: '2030-01-01 00:00:00', receiveEndTime: '2030-02-01 00:00:00', isFixedTime: false, day: 15, sort: 2, status: true, createTime: '2029-12-01 00:00:00' },
      productList: [{ id: 5, name: '龙井', image: '/a.png', price: '99.00' }],
    };
    const values = valuesFromDetail(detail);
    expect(toSaveRequest(values)).toEqual({
      name: '茶券',
      category: 2,
      productIds: '5',
      receiveType: 1,
      money: 20,
      minPrice: 150,
      isLimited: true,
      total: 50,
      isTimeReceive: true,
      receiveStartTime: '2030-01-01 00:00:00',
      receiveEndTime: '2030-02-01 00:00:00',
      isFixedTime: false,
      day: 15,
      sort: 2,
      status: true,
    });
    const merchant = toSaveRequest({ ...values, category: 1, hasThreshold: false, isLimited: false, isTimeReceive: false });
    expect(merchant).not.toHaveProperty('productIds');
    expect(merchant).not.toHaveProperty('receiveStartTime');
    expect(merchant).toMatchObject({ minPrice: 0, total: 0, isLimited: false });
  });
});

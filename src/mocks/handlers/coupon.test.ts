import { addCoupon, editCouponProducts, saveCoupon, updateCoupon } from '@/api/generated/endpoints/coupon/coupon';
import type { CouponSaveRequest } from '@/api/generated/model';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';
import type { DemoCoupon } from '@/mocks/types/coupons';
import { ignoreContractViolationsInThisTest } from '@/test/contract';
import { seeded } from '@/test/demo-data';

const couponWhere = (test: (c: DemoCoupon) => boolean) => seeded('coupons', test, 'coupon');
const couponById = (id: number) => couponWhere((c) => c.id === id);

/** A 商家券 the reference's form would send: valid for 7 days, unlimited, any time. */
const shopCoupon = (name: string, money: number, minPrice: number): CouponSaveRequest => ({
  name,
  category: 1,
  receiveType: 1,
  money,
  minPrice,
  isLimited: false,
  total: 0,
  isTimeReceive: false,
  isFixedTime: false,
  day: 7,
  sort: 0,
  status: true,
});

describe('the demo backend of coupons: adding and changing as the reference backend does', () => {
  beforeEach(() => switchRole('admin'));

  it('adds through add (SPEC.md) and save (the reference), with any threshold: the reference has no 门槛 ≥ 面值 rule, nor its reverse', async () => {
    await addCoupon(shopCoupon('满10减30', 30, 10));
    await saveCoupon(shopCoupon('满300减30', 30, 300));
    await addCoupon(shopCoupon('满30减30', 30, 30));
    expect(getDb().coupons.slice(-3).map((c) => [c.name, c.money, c.minPrice])).toEqual([
      ['满10减30', 30, 10],
      ['满300减30', 30, 300],
      ['满30减30', 30, 30],
    ]);
  });

  it('changes only the products of a 商品券 on update, under either path, its terms as they were', async () => {
    const target = couponWhere((c) => c.category === 2 && c.productIds.length > 1 && !c.isDel);
    const before = structuredClone(target);
    const others = getDb()
      .products.filter((p) => !p.isRecycle && !target.productIds.includes(p.id))
      .slice(0, 2)
      .map((p) => p.id);
    await updateCoupon({ id: target.id, productIds: others.join(',') });
    expect(couponById(target.id)).toEqual({ ...before, productIds: others });
    await editCouponProducts({ id: target.id, productIds: String(before.productIds[0]) });
    expect(couponById(target.id)).toEqual({ ...before, productIds: [before.productIds[0]] });
  });

  it('refuses an update carrying terms (scope, face value, threshold, count), keeping the coupon as it was', async () => {
    // The request breaks the contract on purpose: what a console changing a coupon's terms would send.
    ignoreContractViolationsInThisTest();
    const target = couponWhere((c) => c.category === 2 && c.isLimited && !c.isDel);
    const before = structuredClone(target);
    const terms = { id: target.id, productIds: before.productIds.join(','), category: 1, money: before.money + 5, minPrice: 0, isLimited: false, total: 0 };
    const refusal = '不支持的请求参数 category, money, minPrice, isLimited, total';
    await expect(updateCoupon(terms)).rejects.toThrow(refusal);
    await expect(editCouponProducts(terms)).rejects.toThrow(refusal);
    expect(couponById(target.id)).toEqual(before);
  });

  it('refuses to give a 商家券 products', async () => {
    const shop = couponWhere((c) => c.category === 1 && !c.isDel);
    const product = getDb().products.find((p) => !p.isRecycle);
    await expect(updateCoupon({ id: shop.id, productIds: String(product?.id) })).rejects.toThrow('优惠券不是商品券');
    expect(couponById(shop.id).productIds).toEqual([]);
  });

  it('saves by the reference backend’s rules, in its order and words: products not looked up, no use window checked', async () => {
    const product = { ...shopCoupon('商品券', 5, 0), category: 2 as const };
    await expect(addCoupon({ ...shopCoupon('  ', 5, 0) })).rejects.toThrow('请填写优惠券名称');
    await expect(addCoupon({ ...product, isLimited: true, total: 0 })).rejects.toThrow('请输入限量数量！');
    await expect(addCoupon(product)).rejects.toThrow('请选择商品');
    await expect(addCoupon({ ...shopCoupon('限时领', 5, 0), isTimeReceive: true, receiveStartTime: '2030-01-02 00:00:00' })).rejects.toThrow('请选择领取时间范围！');
    await expect(addCoupon({ ...shopCoupon('限时领', 5, 0), isTimeReceive: true, receiveStartTime: '2030-01-02 00:00:00', receiveEndTime: '2030-01-02 00:00:00' })).rejects.toThrow('请选择正确的领取时间范围！');
    await expect(addCoupon({ ...shopCoupon('零天', 5, 0), day: 0 })).rejects.toThrow('请输入天数！');

    await addCoupon({ ...product, productIds: '987654' });
    expect(getDb().coupons.at(-1)).toMatchObject({ category: 2, productIds: [987_654] });
    await addCoupon({ ...shopCoupon('固定时间', 5, 0), isFixedTime: true, day: 3 });
    expect(getDb().coupons.at(-1)).toMatchObject({ isFixedTime: true, day: 3 });
    expect(getDb().coupons.at(-1)?.useStartTime).toBeUndefined();
  });
});

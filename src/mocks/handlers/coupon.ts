import { getGetSendableCouponsMockHandler, getSendCouponToUserMockHandler } from '@/api/generated/endpoints/coupon/coupon.msw';
import type { CouponSendRequest, SendableCoupon } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { authorize, fail, isError, ok, paginate, persisted } from '../lib';
import { isSendable, type DemoCoupon } from '../seed/coupons';
import { formatDateTime } from '../seed/random';

const toSendable = (c: DemoCoupon): SendableCoupon => ({
  id: c.id,
  name: c.name,
  category: c.category,
  money: c.money,
  minPrice: c.minPrice,
  isFixedTime: c.isFixedTime,
  ...(c.useStartTime ? { useStartTime: c.useStartTime } : {}),
  ...(c.useEndTime ? { useEndTime: c.useEndTime } : {}),
  day: c.day,
  isLimited: c.isLimited,
  lastTotal: c.lastTotal,
});

const DAY = 86_400_000;

export const couponHandlers = [
  getGetSendableCouponsMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:coupon:can:send:list');
    if (isError(account)) return account;
    const url = new URL(request.url);
    const keywords = (url.searchParams.get('keywords') ?? '').trim();
    const now = Date.now();
    const rows = getDb()
      .coupons.filter((c) => isSendable(c, now) && (!keywords || c.name.includes(keywords)))
      .toSorted((a, b) => b.sort - a.sort || b.id - a.id);
    const page = paginate(rows, url, 10);
    return ok({ ...page, list: page.list.map(toSendable) });
  })),
  getSendCouponToUserMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'admin:coupon:user:receive');
    if (isError(account)) return account;
    const body = (await request.json()) as CouponSendRequest;
    const db = getDb();
    const coupon = db.coupons.find((c) => c.id === body.couponId && !c.isDel);
    if (!coupon) return fail(500, '优惠券不存在');
    const user = db.users.find((u) => u.id === body.uid);
    if (!user) return fail(500, '用户不存在');
    if (user.isLogoff) return fail(500, '用户已注销');
    const now = Date.now();
    if (coupon.isLimited && coupon.lastTotal <= 0) return fail(500, '优惠券已发完');
    if (!isSendable(coupon, now)) return fail(500, '优惠券不可发送');
    if (coupon.isLimited) coupon.lastTotal -= 1;
    const start = coupon.isFixedTime && coupon.useStartTime ? coupon.useStartTime : formatDateTime(new Date(now));
    const end = coupon.isFixedTime && coupon.useEndTime ? coupon.useEndTime : formatDateTime(new Date(now + coupon.day * DAY));
    db.couponUsers.push({
      id: db.couponUsers.reduce((max, r) => Math.max(max, r.id), 0) + 1,
      couponId: coupon.id,
      uid: user.id,
      name: coupon.name,
      category: coupon.category,
      receiveType: 2,
      money: coupon.money,
      minPrice: coupon.minPrice,
      status: 0,
      startTime: start,
      endTime: end,
      createTime: formatDateTime(new Date(now)),
      nickname: user.nickname,
      avatar: user.avatar,
    });
    commit();
    return ok(null);
  })),
];

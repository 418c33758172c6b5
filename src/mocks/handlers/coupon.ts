import {
  getAddCouponMockHandler,
  getDeleteCouponMockHandler,
  getGetCouponDetailMockHandler,
  getGetCouponListMockHandler,
  getGetCouponUserListMockHandler,
  getGetSendableCouponsMockHandler,
  getSendCouponToUserMockHandler,
  getSwitchCouponMockHandler,
  getUpdateCouponMockHandler,
} from '@/api/generated/endpoints/coupon/coupon.msw';
import {
  getEditBirthdayGiftMockHandler,
  getEditNewPeopleGiftMockHandler,
  getGetBirthdayGiftMockHandler,
  getGetNewPeopleGiftMockHandler,
} from '@/api/generated/endpoints/marketing-gift/marketing-gift.msw';
import type { BirthdayGiftRequest, Coupon, CouponIdRequest, CouponSaveRequest, CouponSendRequest, ErrorResult, NewPeopleGiftRequest, SendableCoupon } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { authorize, fail, isError, ok, paginate, pathId, persisted } from '../lib';
import { isSendable, type DemoCoupon } from '../seed/coupons';
import { formatDateTime } from '../seed/random';
import { sensitive } from '../sensitive-log';
import { SENSITIVE_CALLS } from '../seed/maintain';

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
const time = (text: string | undefined) => (text ? new Date(text.replace(' ', 'T')).getTime() : Number.NaN);

/** The coupon as its list and form show it. */
const toCoupon = ({ isDel: _d, productIds: _p, ...coupon }: DemoCoupon): Coupon => coupon;

/** The store's coupons that are not deleted. */
const live = () => getDb().coupons.filter((c) => !c.isDel);

/** The reference backend's coupon rules, with its messages. */
function validateCoupon(body: CouponSaveRequest, target?: DemoCoupon): ErrorResult | null {
  const db = getDb();
  if (!body.name.trim()) return fail(400, '请输入优惠劵名称');
  if (body.category === 2) {
    if (!body.productIds?.length) return fail(400, '请选择商品');
    if (body.productIds.some((id) => !db.products.some((p) => p.id === id && !p.isRecycle))) return fail(500, '商品不存在');
  }
  if (body.minPrice > 0 && body.minPrice < body.money) return fail(400, '使用门槛不能低于优惠券面值');
  if (body.isLimited && body.total < 1) return fail(400, '请输入发布数量');
  if (body.isTimeReceive) {
    if (!body.receiveStartTime || !body.receiveEndTime) return fail(400, '请选择领取时间');
    if (time(body.receiveEndTime) <= time(body.receiveStartTime)) return fail(400, '领取结束时间必须大于开始时间');
  }
  if (body.isFixedTime) {
    if (!body.useStartTime || !body.useEndTime) return fail(400, '请选择使用有效期');
    if (time(body.useEndTime) <= time(body.useStartTime)) return fail(400, '使用结束时间必须大于开始时间');
  } else if (body.day < 1) {
    return fail(400, '请输入使用有效期限');
  }
  if (target?.isLimited && body.isLimited && body.total < target.total - target.lastTotal) return fail(500, '发布数量不能小于已领取数量');
  return null;
}

function writeCoupon(body: CouponSaveRequest, target?: DemoCoupon): DemoCoupon {
  const db = getDb();
  const issued = target ? (target.isLimited ? target.total - target.lastTotal : 0) : 0;
  const coupon: DemoCoupon = {
    id: target?.id ?? db.coupons.reduce((max, c) => Math.max(max, c.id), 0) + 1,
    name: body.name.trim(),
    category: body.category,
    receiveType: body.receiveType,
    money: body.money,
    minPrice: body.minPrice,
    isLimited: body.isLimited,
    total: body.isLimited ? body.total : 0,
    lastTotal: body.isLimited ? body.total - issued : 0,
    isTimeReceive: body.isTimeReceive,
    ...(body.isTimeReceive ? { receiveStartTime: body.receiveStartTime, receiveEndTime: body.receiveEndTime } : {}),
    isFixedTime: body.isFixedTime,
    ...(body.isFixedTime ? { useStartTime: body.useStartTime, useEndTime: body.useEndTime } : {}),
    day: body.isFixedTime ? 0 : body.day,
    sort: body.sort,
    status: body.status,
    createTime: target?.createTime ?? formatDateTime(new Date()),
    isDel: false,
    productIds: body.category === 2 ? [...(body.productIds ?? [])] : [],
  };
  if (target) db.coupons[db.coupons.indexOf(target)] = coupon;
  else db.coupons.push(coupon);
  return coupon;
}

/** A gift's coupons as the picker shows them; deleted ones drop out. */
const giftCoupons = (ids: readonly number[]) => ids.flatMap((id) => live().filter((c) => c.id === id)).map(toSendable);

function validateGiftCoupons(ids: readonly number[]): ErrorResult | null {
  const now = Date.now();
  if (new Set(ids).size !== ids.length) return fail(400, '优惠券重复');
  return ids.every((id) => live().some((c) => c.id === id && isSendable(c, now))) ? null : fail(500, '优惠券不存在或不可发放');
}

export const couponHandlers = [
  getGetCouponListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:coupon:page:list');
    if (isError(account)) return account;
    const url = new URL(request.url);
    const q = url.searchParams;
    const name = (q.get('name') ?? '').trim();
    const status = q.get('status');
    const receiveType = q.get('receiveType');
    const category = q.get('category');
    const rows = live()
      .filter(
        (c) =>
          (!name || c.name.includes(name)) &&
          (status === null || c.status === (status === '1')) &&
          (receiveType === null || c.receiveType === Number(receiveType)) &&
          (category === null || c.category === Number(category)),
      )
      .toSorted((a, b) => b.sort - a.sort || b.id - a.id);
    const page = paginate(rows, url, 20);
    return ok({ ...page, list: page.list.map(toCoupon) });
  })),
  getAddCouponMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:coupon:save');
    if (isError(account)) return account;
    const body = (await request.json()) as CouponSaveRequest;
    const invalid = validateCoupon(body);
    if (invalid) return invalid;
    writeCoupon(body);
    commit();
    return ok(null);
  })),
  getUpdateCouponMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:coupon:update');
    if (isError(account)) return account;
    const body = (await request.json()) as CouponSaveRequest;
    const target = live().find((c) => c.id === body.id);
    if (!target) return fail(500, '优惠券不存在');
    const invalid = validateCoupon(body, target);
    if (invalid) return invalid;
    writeCoupon(body, target);
    commit();
    return ok(null);
  })),
  getGetCouponDetailMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:coupon:info');
    if (isError(account)) return account;
    const coupon = live().find((c) => c.id === pathId(params));
    if (!coupon) return fail(500, '优惠券不存在');
    const products = getDb().products.filter((p) => coupon.productIds.includes(p.id));
    return ok({ coupon: toCoupon(coupon), productList: products.map((p) => ({ id: p.id, name: p.name, image: p.image, price: p.price })) });
  })),
  getSwitchCouponMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:coupon:update:status');
    if (isError(account)) return account;
    const coupon = live().find((c) => c.id === pathId(params));
    if (!coupon) return fail(500, '优惠券不存在');
    coupon.status = !coupon.status;
    commit();
    return ok(null);
  })),
  getDeleteCouponMockHandler(persisted(sensitive(SENSITIVE_CALLS.couponDelete, async ({ request }) => {
    const account = authorize(request, 'merchant:coupon:delete');
    if (isError(account)) return account;
    const body = (await request.json()) as CouponIdRequest;
    const coupon = live().find((c) => c.id === body.id);
    if (!coupon) return fail(500, '优惠券不存在');
    // Deleted coupons leave the lists and gifts; what users hold stays in their records.
    coupon.isDel = true;
    coupon.status = false;
    commit();
    return ok(null);
  }))),
  getGetCouponUserListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:coupon:user:page:list');
    if (isError(account)) return account;
    const url = new URL(request.url);
    const q = url.searchParams;
    const name = (q.get('name') ?? '').trim();
    const nickname = (q.get('nickname') ?? '').trim();
    const uid = q.get('uid');
    const status = q.get('status');
    const rows = getDb()
      .couponUsers.filter(
        (r) =>
          (!name || r.name.includes(name)) &&
          (!nickname || r.nickname.includes(nickname)) &&
          (uid === null || r.uid === Number(uid)) &&
          (status === null || r.status === Number(status)),
      )
      .toSorted((a, b) => b.id - a.id);
    return ok(paginate(rows, url, 20));
  })),
  getGetNewPeopleGiftMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:marketing:new:people:present:config');
    if (isError(account)) return account;
    const gift = getDb().giftSettings;
    return ok({ newPeopleSwitch: gift.newPeopleSwitch, couponList: giftCoupons(gift.newPeopleCouponIds) });
  })),
  getEditNewPeopleGiftMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:marketing:new:people:present:edit');
    if (isError(account)) return account;
    const body = (await request.json()) as NewPeopleGiftRequest;
    if (body.newPeopleSwitch && body.couponIdList.length === 0) return fail(400, '请选择优惠券');
    const invalid = validateGiftCoupons(body.couponIdList);
    if (invalid) return invalid;
    Object.assign(getDb().giftSettings, { newPeopleSwitch: body.newPeopleSwitch, newPeopleCouponIds: body.couponIdList });
    commit();
    return ok(null);
  })),
  getGetBirthdayGiftMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:marketing:birthday:present:config');
    if (isError(account)) return account;
    const gift = getDb().giftSettings;
    return ok({ birthdaySwitch: gift.birthdaySwitch, couponList: giftCoupons(gift.birthdayCouponIds) });
  })),
  getEditBirthdayGiftMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:marketing:birthday:present:edit');
    if (isError(account)) return account;
    const body = (await request.json()) as BirthdayGiftRequest;
    if (body.birthdaySwitch && body.couponIdList.length === 0) return fail(400, '请选择优惠券');
    const invalid = validateGiftCoupons(body.couponIdList);
    if (invalid) return invalid;
    Object.assign(getDb().giftSettings, { birthdaySwitch: body.birthdaySwitch, birthdayCouponIds: body.couponIdList });
    commit();
    return ok(null);
  })),
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

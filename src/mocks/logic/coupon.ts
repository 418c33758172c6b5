import type {
  BirthdayGiftRequest,
  CouponProductJoinRequest,
  Coupon,
  CouponSaveRequest,
  ErrorResult,
  GetCouponListParams,
  GetCouponUserListParams,
  GetReferenceCouponListParams,
  GetSendableCouponsParams,
  NewPeopleGiftRequest,
  SendableCoupon,
} from '@/api/generated/model';
import { money } from '@/lib/format';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import type { DemoCoupon } from '../types/coupons';
import { formatDateTime } from './time';

// The store's coupons as the reference backend keeps them: its rules and messages, the gifts, sending.

const DAY = 86_400_000;
const time = (text: string | undefined) => (text ? new Date(text.replace(' ', 'T')).getTime() : Number.NaN);

export const COUPON_NOT_FOUND = '优惠券不存在';

/** A coupon can be sent while it is open, not deleted, not sold out and not past its fixed end. */
export function isSendable(c: DemoCoupon, now: number): boolean {
  if (!c.status || c.isDel) return false;
  if (c.isLimited && c.lastTotal <= 0) return false;
  if (c.isFixedTime && c.useEndTime && time(c.useEndTime) < now) return false;
  return true;
}

export const toSendable = (c: DemoCoupon): SendableCoupon => ({
  id: c.id,
  name: c.name,
  category: c.category,
  money: money(c.money),
  minPrice: money(c.minPrice),
  isFixedTime: c.isFixedTime,
  ...(c.useStartTime ? { useStartTime: c.useStartTime } : {}),
  ...(c.useEndTime ? { useEndTime: c.useEndTime } : {}),
  day: c.day,
  isLimited: c.isLimited,
  lastTotal: c.lastTotal,
});

/** The coupon as its list and form show it. */
export const toCoupon = ({ isDel: _d, productIds: _p, ...coupon }: DemoCoupon): Coupon => coupon;

/** The store's coupons that are not deleted. */
export const liveCoupons = () => getDb().coupons.filter((c) => !c.isDel);
export const liveCoupon = (id: number) => liveCoupons().find((c) => c.id === id);

/** Product ids as the reference backend takes them: joined by commas. */
const idsOf = (text: string | undefined) => (text ?? '').split(',').filter(Boolean).map(Number);

const COUPON_MISSING = () => fail(10001, COUPON_NOT_FOUND);

/**
 * The reference backend's coupon rules (CouponServiceImpl.create), in its order and words. A name of
 * spaces is refused as its @NotBlank refuses it. The products of a 商品券 are not looked up, and a fixed
 * use window is not checked.
 */
export function validateCoupon(body: CouponSaveRequest): ErrorResult | null {
  if (!body.name.trim()) return fail(400, '请填写优惠券名称');
  if (body.isLimited && !body.total) return fail(400, '请输入限量数量！');
  if (body.category === 2 && !body.productIds?.trim()) return fail(400, '请选择商品');
  if (body.isTimeReceive) {
    if (!body.receiveStartTime || !body.receiveEndTime) return fail(400, '请选择领取时间范围！');
    if (time(body.receiveStartTime) >= time(body.receiveEndTime)) return fail(400, '请选择正确的领取时间范围！');
  }
  if (!body.isFixedTime && !body.day) return fail(400, '请输入天数！');
  return null;
}

/**
 * Saves a new coupon as the Java does: what was sent (receive times included), no quota unless limited,
 * the use window only for a fixed-time coupon (its days are kept either way).
 */
export function writeCoupon(body: CouponSaveRequest): DemoCoupon {
  const db = getDb();
  const coupon: DemoCoupon = {
    id: db.coupons.reduce((max, c) => Math.max(max, c.id), 0) + 1,
    name: body.name,
    category: body.category,
    receiveType: body.receiveType,
    money: body.money,
    minPrice: body.minPrice,
    isLimited: body.isLimited,
    total: body.isLimited ? body.total : 0,
    lastTotal: body.isLimited ? body.total : 0,
    isTimeReceive: body.isTimeReceive,
    ...(body.receiveStartTime ? { receiveStartTime: body.receiveStartTime } : {}),
    ...(body.receiveEndTime ? { receiveEndTime: body.receiveEndTime } : {}),
    isFixedTime: body.isFixedTime,
    ...(body.isFixedTime && body.useStartTime ? { useStartTime: body.useStartTime } : {}),
    ...(body.isFixedTime && body.useEndTime ? { useEndTime: body.useEndTime } : {}),
    day: body.day,
    sort: body.sort,
    status: body.status,
    createTime: formatDateTime(new Date()),
    isDel: false,
    productIds: body.category === 2 ? idsOf(body.productIds) : [],
  };
  db.coupons.push(coupon);
  commit();
  return coupon;
}

/** A search text: blank matches everything, else the text (trimmed) must appear. */
const contains = (text: string, part: string | undefined) => !part?.trim() || text.includes(part.trim());

/** Highest sort first, then the newest. */
const bySort = (a: DemoCoupon, b: DemoCoupon) => b.sort - a.sort || b.id - a.id;

export function couponPage(q: GetCouponListParams) {
  const rows = liveCoupons()
    .filter((c) => contains(c.name, q.name) && (q.status === undefined || c.status === (q.status === 1)) && (q.receiveType === undefined || c.receiveType === q.receiveType) && (q.category === undefined || c.category === q.category))
    .toSorted(bySort);
  return pageOf(rows, q, toCoupon);
}

/** The same list through the reference backend's call: open as a flag, and 可领取 as a filter of its own. */
export function referenceCouponPage({ status, receiveStatus, ...q }: GetReferenceCouponListParams) {
  const now = Date.now();
  const open = status === undefined ? undefined : status ? 1 : 0;
  const rows = liveCoupons()
    .filter((c) => contains(c.name, q.name) && (open === undefined || c.status === (open === 1)) && (q.receiveType === undefined || c.receiveType === q.receiveType) && (q.category === undefined || c.category === q.category))
    .filter((c) => receiveStatus === undefined || isSendable(c, now) === (receiveStatus === 1))
    .toSorted(bySort);
  return pageOf(rows, q, toCoupon);
}

export function addCoupon(body: CouponSaveRequest) {
  const invalid = validateCoupon(body);
  if (invalid) return invalid;
  writeCoupon(body);
  return null;
}

/**
 * An edit changes a 商品券's products, nothing else (the reference backend's coupon/product/join/edit);
 * the products are not looked up.
 */
export function changeCouponProducts(body: CouponProductJoinRequest) {
  const target = liveCoupon(body.id);
  if (!target) return COUPON_MISSING();
  if (target.category !== 2) return fail(400, '优惠券不是商品券');
  target.productIds = idsOf(body.productIds);
  commit();
  return null;
}

/** The coupon with the products it is limited to. */
export function couponDetail(id: number) {
  const coupon = liveCoupon(id);
  if (!coupon) return COUPON_MISSING();
  const products = getDb().products.filter((p) => coupon.productIds.includes(p.id));
  return { coupon: toCoupon(coupon), productList: products.map((p) => ({ id: p.id, name: p.name, image: p.image, price: p.price })) };
}

/** The same as the reference backend's coupon/info answers it: the coupon's fields beside productList. */
export function couponInfo(id: number) {
  const detail = couponDetail(id);
  if (isError(detail)) return detail;
  const { createTime: _created, ...coupon } = detail.coupon;
  return { ...coupon, productList: detail.productList };
}

/** 是否开启: opened or closed at once. */
export function switchCoupon(id: number) {
  const coupon = liveCoupon(id);
  if (!coupon) return COUPON_MISSING();
  coupon.status = !coupon.status;
  commit();
  return null;
}

/** Deleted coupons leave the lists and gifts, their products unlinked; what users hold stays in their records. */
export function deleteCoupon(id: number) {
  const coupon = liveCoupon(id);
  if (!coupon) return COUPON_MISSING();
  coupon.isDel = true;
  coupon.productIds = [];
  commit();
  return null;
}

/** 领取记录: who holds which coupon, the newest first. */
export function couponUserPage(q: GetCouponUserListParams) {
  const rows = getDb()
    .couponUsers.filter((r) => contains(r.name, q.name) && contains(r.nickname, q.nickname) && (q.uid === undefined || r.uid === q.uid) && (q.status === undefined || r.status === q.status))
    .toSorted((a, b) => b.id - a.id);
  return pageOf(rows, q);
}

/** The coupons the store can send now, in the picker's order (tests read them from here too). */
export const sendableCoupons = (now = Date.now()) => getDb().coupons.filter((c) => isSendable(c, now)).toSorted(bySort);

/** A page of them for the send dialog's picker. */
export const sendablePage = (q: GetSendableCouponsParams) => pageOf(sendableCoupons().filter((c) => contains(c.name, q.keywords)), q, toSendable);

/** A gift's coupons as the picker shows them; deleted ones drop out. */
export const giftCoupons = (ids: readonly number[]) => ids.flatMap((id) => liveCoupons().filter((c) => c.id === id)).map(toSendable);

/**
 * A gift's coupons must be distinct and exist, and there must be some while it is switched on. One that
 * cannot be sent today (closed, given out, its receive window over) is kept, as the reference backend
 * keeps it, and skipped when gifts go out: refusing it made a gift impossible to save, even to switch off.
 */
export function validateGift(on: boolean, ids: readonly number[]): ErrorResult | null {
  if (on && ids.length === 0) return fail(400, '请选择优惠券');
  if (new Set(ids).size !== ids.length) return fail(400, '优惠券重复');
  const missing = ids.find((id) => !liveCoupons().some((c) => c.id === id));
  return missing === undefined ? null : fail(500, `优惠券不存在（ID ${missing}）`);
}

export function newPeopleGift() {
  const gift = getDb().giftSettings;
  return { newPeopleSwitch: gift.newPeopleSwitch, couponList: giftCoupons(gift.newPeopleCouponIds) };
}

export function editNewPeopleGift(body: NewPeopleGiftRequest) {
  const invalid = validateGift(body.newPeopleSwitch, body.couponIdList);
  if (invalid) return invalid;
  Object.assign(getDb().giftSettings, { newPeopleSwitch: body.newPeopleSwitch, newPeopleCouponIds: body.couponIdList });
  commit();
  return null;
}

export function birthdayGift() {
  const gift = getDb().giftSettings;
  return { birthdaySwitch: gift.birthdaySwitch, couponList: giftCoupons(gift.birthdayCouponIds) };
}

export function editBirthdayGift(body: BirthdayGiftRequest) {
  const invalid = validateGift(body.birthdaySwitch, body.couponIdList);
  if (invalid) return invalid;
  Object.assign(getDb().giftSettings, { birthdaySwitch: body.birthdaySwitch, birthdayCouponIds: body.couponIdList });
  commit();
  return null;
}

/** Gives a user one coupon (发送优惠券): it counts as issued, with its validity from now or its fixed window. */
export function sendCoupon(couponId: number, uid: number): ErrorResult | null {
  const db = getDb();
  const coupon = liveCoupon(couponId);
  if (!coupon) return COUPON_MISSING();
  const user = db.users.find((u) => u.id === uid);
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
    money: money(coupon.money),
    minPrice: money(coupon.minPrice),
    status: 0,
    startTime: start,
    endTime: end,
    createTime: formatDateTime(new Date(now)),
    nickname: user.nickname,
    avatar: user.avatar,
  });
  commit();
  return null;
}

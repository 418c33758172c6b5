import { getDb } from '../db';
import { handle } from '../kit/handle';
import { fail, pageOf } from '../lib';
import { COUPON_NOT_FOUND, deleteCoupon, giftCoupons, liveCoupon, liveCoupons, sendCoupon, switchCoupon, toCoupon, toSendable, validateCoupon, validateGift, writeCoupon } from '../logic/coupon';
import { isSendable } from '../seed/coupons';
import { SENSITIVE_CALLS } from '../seed/maintain';

const contains = (text: string, part: string | undefined) => !part?.trim() || text.includes(part.trim());

export const couponHandlers = [
  handle('getCouponList', { permission: 'merchant:coupon:page:list' }, ({ query }) => {
    const rows = liveCoupons()
      .filter((c) => contains(c.name, query.name) && (query.status === undefined || c.status === (query.status === 1)) && (query.receiveType === undefined || c.receiveType === query.receiveType) && (query.category === undefined || c.category === query.category))
      .toSorted((a, b) => b.sort - a.sort || b.id - a.id);
    const page = pageOf(rows, query);
    return { ...page, list: page.list.map(toCoupon) };
  }),
  handle('addCoupon', { permission: 'merchant:coupon:save' }, ({ body }) => {
    const invalid = validateCoupon(body);
    if (invalid) return invalid;
    writeCoupon(body);
    return null;
  }),
  handle('updateCoupon', { permission: 'merchant:coupon:update' }, ({ body }) => {
    const target = body.id === undefined ? undefined : liveCoupon(body.id);
    if (!target) return fail(500, COUPON_NOT_FOUND);
    const invalid = validateCoupon(body, target);
    if (invalid) return invalid;
    writeCoupon(body, target);
    return null;
  }),
  handle('getCouponDetail', { permission: 'merchant:coupon:info' }, ({ params }) => {
    const coupon = liveCoupon(params.id);
    if (!coupon) return fail(500, COUPON_NOT_FOUND);
    const products = getDb().products.filter((p) => coupon.productIds.includes(p.id));
    return { coupon: toCoupon(coupon), productList: products.map((p) => ({ id: p.id, name: p.name, image: p.image, price: p.price })) };
  }),
  handle('switchCoupon', { permission: 'merchant:coupon:update:status' }, ({ params }) => {
    const coupon = liveCoupon(params.id);
    if (!coupon) return fail(500, COUPON_NOT_FOUND);
    switchCoupon(coupon);
    return null;
  }),
  handle('deleteCoupon', { permission: 'merchant:coupon:delete', log: SENSITIVE_CALLS.couponDelete }, ({ body }) => {
    const coupon = liveCoupon(body.id);
    if (!coupon) return fail(500, COUPON_NOT_FOUND);
    deleteCoupon(coupon);
    return null;
  }),
  handle('getCouponUserList', { permission: 'merchant:coupon:user:page:list' }, ({ query }) => {
    const rows = getDb()
      .couponUsers.filter((r) => contains(r.name, query.name) && contains(r.nickname, query.nickname) && (query.uid === undefined || r.uid === query.uid) && (query.status === undefined || r.status === query.status))
      .toSorted((a, b) => b.id - a.id);
    return pageOf(rows, query);
  }),
  handle('getNewPeopleGift', { permission: 'merchant:marketing:new:people:present:config' }, () => {
    const gift = getDb().giftSettings;
    return { newPeopleSwitch: gift.newPeopleSwitch, couponList: giftCoupons(gift.newPeopleCouponIds) };
  }),
  handle('editNewPeopleGift', { permission: 'merchant:marketing:new:people:present:edit' }, ({ body }) => {
    const invalid = validateGift(body.newPeopleSwitch, body.couponIdList);
    if (invalid) return invalid;
    Object.assign(getDb().giftSettings, { newPeopleSwitch: body.newPeopleSwitch, newPeopleCouponIds: body.couponIdList });
    return null;
  }),
  handle('getBirthdayGift', { permission: 'merchant:marketing:birthday:present:config' }, () => {
    const gift = getDb().giftSettings;
    return { birthdaySwitch: gift.birthdaySwitch, couponList: giftCoupons(gift.birthdayCouponIds) };
  }),
  handle('editBirthdayGift', { permission: 'merchant:marketing:birthday:present:edit' }, ({ body }) => {
    const invalid = validateGift(body.birthdaySwitch, body.couponIdList);
    if (invalid) return invalid;
    Object.assign(getDb().giftSettings, { birthdaySwitch: body.birthdaySwitch, birthdayCouponIds: body.couponIdList });
    return null;
  }),
  handle('getSendableCoupons', { permission: 'merchant:coupon:can:send:list' }, ({ query }) => {
    const now = Date.now();
    const rows = getDb()
      .coupons.filter((c) => isSendable(c, now) && contains(c.name, query.keywords))
      .toSorted((a, b) => b.sort - a.sort || b.id - a.id);
    const page = pageOf(rows, query);
    return { ...page, list: page.list.map(toSendable) };
  }),
  handle('sendCouponToUser', { permission: 'admin:coupon:user:receive' }, ({ body }) => sendCoupon(body.couponId, body.uid)),
];

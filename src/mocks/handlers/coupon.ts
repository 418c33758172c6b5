import { handle } from '../kit/handle';
import { wireAnswer } from '../lib';
import {
  addCoupon,
  birthdayGift,
  changeCouponProducts,
  couponDetail,
  couponInfo,
  couponPage,
  couponUserPage,
  deleteCoupon,
  editBirthdayGift,
  editNewPeopleGift,
  newPeopleGift,
  referenceCouponPage,
  sendablePage,
  sendCoupon,
  switchCoupon,
} from '../logic/coupon';
import { SENSITIVE_CALLS } from '../sensitive-calls';

export const couponHandlers = [
  handle('getCouponList', { permission: 'merchant:coupon:page:list' }, ({ query }) => couponPage(query)),
  handle('addCoupon', { permission: 'merchant:coupon:save' }, ({ body }) => addCoupon(body)),
  handle('updateCoupon', { permission: 'merchant:coupon:update' }, ({ body }) => changeCouponProducts(body)),
  handle('getCouponDetail', { permission: 'merchant:coupon:info' }, ({ params }) => couponDetail(params.id)),
  handle('switchCoupon', { permission: 'merchant:coupon:update:status' }, ({ params }) => switchCoupon(params.id)),
  handle('deleteCoupon', { permission: 'merchant:coupon:delete', log: SENSITIVE_CALLS.couponDelete }, ({ body }) => deleteCoupon(body.id)),
  handle('getCouponUserList', { permission: 'merchant:coupon:user:page:list' }, ({ query }) => couponUserPage(query)),
  // The reference backend's coupon calls (VITE_BACKEND_PROFILE=reference): the same store, its paths and shapes.
  handle('getReferenceCouponList', { permission: 'merchant:coupon:page:list' }, ({ query }) => referenceCouponPage(query)),
  handle('saveCoupon', { permission: 'merchant:coupon:save' }, ({ body }) => addCoupon(body)),
  handle('getCouponInfo', { permission: 'merchant:coupon:info' }, ({ params }) => wireAnswer(couponInfo(params.id))),
  handle('updateCouponStatus', { permission: 'merchant:coupon:update:status' }, ({ params }) => switchCoupon(params.id)),
  handle('deleteCouponById', { permission: 'merchant:coupon:delete', log: SENSITIVE_CALLS.couponDelete }, ({ params }) => deleteCoupon(params.id)),
  handle('editCouponProducts', { permission: 'merchant:coupon:product:join:edit' }, ({ body }) => changeCouponProducts(body)),
  handle('getReferenceCouponUserList', { permission: 'merchant:coupon:user:page:list' }, ({ query }) => couponUserPage(query)),
  handle('getNewPeopleGift', { permission: 'merchant:marketing:new:people:present:config' }, newPeopleGift),
  handle('editNewPeopleGift', { permission: 'merchant:marketing:new:people:present:edit' }, ({ body }) => editNewPeopleGift(body)),
  handle('getBirthdayGift', { permission: 'merchant:marketing:birthday:present:config' }, birthdayGift),
  handle('editBirthdayGift', { permission: 'merchant:marketing:birthday:present:edit' }, ({ body }) => editBirthdayGift(body)),
  handle('getSendableCoupons', { permission: 'merchant:coupon:can:send:list' }, ({ query }) => sendablePage(query)),
  handle('sendCouponToUser', { permission: 'admin:coupon:user:receive' }, ({ body }) => sendCoupon(body.couponId, body.uid)),
];

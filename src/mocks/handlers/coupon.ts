import { handle } from '../kit/handle';
import {
  addCoupon,
  birthdayGift,
  couponDetail,
  couponPage,
  couponUserPage,
  deleteCoupon,
  editBirthdayGift,
  editNewPeopleGift,
  newPeopleGift,
  sendablePage,
  sendCoupon,
  switchCoupon,
  updateCoupon,
} from '../logic/coupon';
import { SENSITIVE_CALLS } from '../sensitive-log';

export const couponHandlers = [
  handle('getCouponList', { permission: 'merchant:coupon:page:list' }, ({ query }) => couponPage(query)),
  handle('addCoupon', { permission: 'merchant:coupon:save' }, ({ body }) => addCoupon(body)),
  handle('updateCoupon', { permission: 'merchant:coupon:update' }, ({ body }) => updateCoupon(body)),
  handle('getCouponDetail', { permission: 'merchant:coupon:info' }, ({ params }) => couponDetail(params.id)),
  handle('switchCoupon', { permission: 'merchant:coupon:update:status' }, ({ params }) => switchCoupon(params.id)),
  handle('deleteCoupon', { permission: 'merchant:coupon:delete', log: SENSITIVE_CALLS.couponDelete }, ({ body }) => deleteCoupon(body.id)),
  handle('getCouponUserList', { permission: 'merchant:coupon:user:page:list' }, ({ query }) => couponUserPage(query)),
  handle('getNewPeopleGift', { permission: 'merchant:marketing:new:people:present:config' }, newPeopleGift),
  handle('editNewPeopleGift', { permission: 'merchant:marketing:new:people:present:edit' }, ({ body }) => editNewPeopleGift(body)),
  handle('getBirthdayGift', { permission: 'merchant:marketing:birthday:present:config' }, birthdayGift),
  handle('editBirthdayGift', { permission: 'merchant:marketing:birthday:present:edit' }, ({ body }) => editBirthdayGift(body)),
  handle('getSendableCoupons', { permission: 'merchant:coupon:can:send:list' }, ({ query }) => sendablePage(query)),
  handle('sendCouponToUser', { permission: 'admin:coupon:user:receive' }, ({ body }) => sendCoupon(body.couponId, body.uid)),
];

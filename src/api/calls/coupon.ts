import {
  addCoupon,
  deleteCoupon,
  deleteCouponById,
  editCouponProducts,
  getGetCouponDetailQueryKey,
  getGetCouponDetailQueryOptions,
  getGetCouponInfoQueryKey,
  getGetCouponInfoQueryOptions,
  getGetCouponListQueryKey,
  getGetCouponListQueryOptions,
  getGetCouponUserListQueryOptions,
  getGetReferenceCouponListQueryKey,
  getGetReferenceCouponListQueryOptions,
  getGetReferenceCouponUserListQueryOptions,
  saveCoupon,
  switchCoupon,
  updateCoupon,
  updateCouponStatus,
} from '@/api/generated/endpoints/coupon/coupon';
import type { CouponProductJoinRequest, CouponSaveRequest, GetCouponListParams, GetCouponUserListParams } from '@/api/generated/model';
import { isReferenceProfile } from '../profile';

// The store's coupon calls under the backend profile (src/api/profile.ts): SPEC.md's v2 calls, or the
// reference backend's. Both answer the same model; pages call these, never either set directly.

export const couponListOptions = (params: GetCouponListParams) => {
  if (!isReferenceProfile()) return getGetCouponListQueryOptions(params);
  // The reference filters by an open flag, not 1/0.
  const { status, ...rest } = params;
  return getGetReferenceCouponListQueryOptions({ ...rest, ...(status === undefined ? {} : { status: status === 1 }) });
};
export const couponListKey = () => (isReferenceProfile() ? getGetReferenceCouponListQueryKey() : getGetCouponListQueryKey());

export const couponDetailOptions = (id: number, query?: { gcTime?: number; staleTime?: number }) =>
  isReferenceProfile() ? getGetCouponInfoQueryOptions(id, undefined, { query }) : getGetCouponDetailQueryOptions(id, undefined, { query });
export const couponDetailKey = (id: number) => (isReferenceProfile() ? getGetCouponInfoQueryKey(id) : getGetCouponDetailQueryKey(id));

export const createCoupon = (body: CouponSaveRequest) => (isReferenceProfile() ? saveCoupon(body) : addCoupon(body));
/** A coupon's terms do not change once it exists: an edit changes the products of a 商品券. */
export const changeCouponProducts = (body: CouponProductJoinRequest) => (isReferenceProfile() ? editCouponProducts(body) : updateCoupon(body));
export const toggleCoupon = (id: number) => (isReferenceProfile() ? updateCouponStatus(id) : switchCoupon(id));
export const removeCoupon = (id: number) => (isReferenceProfile() ? deleteCouponById(id) : deleteCoupon({ id }));

export const couponUserListOptions = (params: GetCouponUserListParams) =>
  isReferenceProfile() ? getGetReferenceCouponUserListQueryOptions(params) : getGetCouponUserListQueryOptions(params);

/** Being built. */
export function CouponListPage() {
  return null;
}

/** Being built. */
export function CouponRecordPage() {
  return null;
}

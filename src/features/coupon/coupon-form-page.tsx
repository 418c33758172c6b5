/** Being built. */
export function CouponFormPage() {
  return null;
}

/**
 * A coupon's details into the console's model (CouponDetail: the coupon, and the products of a 商品券).
 * The reference backend's coupon/info answers the coupon's fields and productList side by side.
 */
export function couponInfo(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || 'coupon' in node) return node;
  const { productList, ...coupon } = node as { productList?: unknown[] | null } & Record<string, unknown>;
  return { coupon: { lastTotal: 0, total: 0, day: 0, createTime: '', ...coupon }, productList: productList ?? [] };
}

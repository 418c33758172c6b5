/** 订单管理 — being built. */
export function OrderListPage() {
  return null;
}

/** 退款单 — being built. */
export function RefundListPage() {
  return null;
}

import type { OrderDetailLine } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { fail, isError } from '../lib';
import type { DemoAccount } from '../types/accounts';
import type { DemoOrder } from '../types/orders';
import { findOrder } from './order-list';

// How an order moves between its states outside the merchant's shipping and refunding (order-ship.ts,
// order-direct-refund.ts, refund.ts, which settle it here): the state it settles in after its lines change,
// 核销 of a pickup and the merchant's delete, as the reference backend does them.

/**
 * After lines change: refunds → 部分退款 / 已退款; a shipped order whose every piece is shipped or refunded
 * → 待收货, else 部分发货 (pieces under a refund request still wait to be shipped, as the reference counts).
 */
export function settleOrder(o: DemoOrder) {
  const refundedAll = o.lines.every((l) => l.refundNum >= l.payNum);
  const refundedSome = o.lines.some((l) => l.refundNum > 0);
  o.refundStatus = refundedAll ? 3 : o.lines.some((l) => l.applyRefundNum > 0) ? 1 : refundedSome ? 2 : 0;
  o.userRefundSign = o.lines.some((l) => l.applyRefundNum > 0);
  if ((o.status === 1 || o.status === 2) && o.lines.some((l) => l.deliveryNum > 0)) {
    o.status = o.lines.every((l) => l.payNum <= l.deliveryNum + l.refundNum) ? 4 : 2;
  }
}

/** Product lines with how many of each a shipment or a refund takes. */
export type LineCounts = Array<{ line: OrderDetailLine; num: number }>;

/**
 * 核销: a pickup order's code, once; answers true, as the reference does. The demo also refuses an order
 * whose money went back or is asked back (the reference hands those goods over too) and names the clerk.
 */
export function verifyOrder(verifyCode: string, account: DemoAccount) {
  const o = getDb().orders.find((x) => x.verifyCode && x.verifyCode === verifyCode);
  if (!o) return fail(400, '请选择正确的核销码');
  if (o.status !== 3) return fail(5008, '订单已核销');
  if (o.refundStatus === 3 || o.userRefundSign) return fail(500, '订单售后中，不能核销');
  o.status = 5;
  o.clerkName = account.realName;
  for (const l of o.lines) l.deliveryNum = l.payNum - l.refundNum;
  commit();
  return true;
}

/**
 * Only an order the user deleted can be deleted; it stays in the store (isMerchantDel), gone from the list
 * and its counts but still found by its number and still exported, as the reference keeps it.
 */
export function deleteOrder(orderNo: string) {
  const o = findOrder(orderNo);
  if (isError(o)) return o;
  if (!o.isUserDel) return fail(5007, '订单用户未删除');
  o.isMerchantDel = true;
  commit();
  return null;
}

import { commit } from '../db';
import { isError, okSaying } from '../lib';
import { findOrder } from './order-list';

// The merchant's remark on an order and its printed receipt, as the reference backend does them.

/** The merchant's remark, kept as sent (blank text too, as the reference keeps it). */
export function remarkOrder(orderNo: string, remark: string) {
  const o = findOrder(orderNo);
  if (isError(o)) return o;
  o.merchantRemark = remark;
  commit();
  return null;
}

/** The store's printer takes any order of the store; the backend says 打印成功. */
export function printReceipt(orderNo: string) {
  const o = findOrder(orderNo);
  if (isError(o)) return o;
  return okSaying('打印成功');
}

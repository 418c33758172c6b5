import { operations, type OperationId } from './operations.gen';
import { ALSO, NOTHING, ONLY, staleAfter, staleAfterWrite, writeOf } from './refresh';

// The declaration of what a write refreshes, read the way the HTTP client reads it: by a call's method and
// path, against query keys as orval builds them (the path first, the parameters after).

const all = Object.entries(operations) as Array<[OperationId, (typeof operations)[OperationId]]>;
const isRead = (op: (typeof operations)[OperationId]) => 'read' in op;
/** A path as a call or a query key holds it: each parameter given a value. */
const concrete = (path: string) => path.replace(/:\w+/g, '7');
const keyOf = (id: OperationId) => [concrete(operations[id].path), { page: 1 }] as const;
const stale = (write: OperationId, read: OperationId) => {
  const { method, path } = operations[write];
  return staleAfter(method, concrete(path))?.(keyOf(read)) ?? false;
};

describe('what a write refreshes', () => {
  it('knows every write by its method and path, whichever backend’s path it is', () => {
    const misread = all.filter(([id, op]) => !isRead(op) && writeOf(op.method, concrete(op.path)) !== id).map(([id]) => id);
    expect(misread).toEqual([]);
  });

  it('marks stale every read of the write’s own area', () => {
    const writes = all.filter(([id, op]) => !isRead(op) && !NOTHING.includes(id as never) && !(id in ONLY));
    const tags = new Set(writes.map(([, op]) => op.tag));
    expect(tags.size).toBeGreaterThan(20);
    const missed = writes.flatMap(([write, op]) => all.filter(([read, r]) => isRead(r) && r.tag === op.tag && !stale(write, read)).map(([read]) => `${write} → ${read}`));
    expect(missed).toEqual([]);
  });

  it('leaves the other areas alone unless the table says the backend changes them', () => {
    expect(stale('remarkOrder', 'getProductList')).toBe(false);
    expect(stale('saveEmployee', 'getRoleList')).toBe(false);
    expect(stale('saveProductLabel', 'getProductList')).toBe(false);
  });

  it('follows a write into the areas it changes', () => {
    // Shipping changes the dashboard's counts and the funds flow; a refund changes its order.
    expect(stale('sendOrder', 'getHomeIndex')).toBe(true);
    expect(stale('sendOrder', 'getFundsFlowList')).toBe(true);
    expect(stale('auditRefund', 'getOrderList')).toBe(true);
    expect(stale('auditRefund', 'getOrderInfo')).toBe(true);
    // A saved product is what the activity pickers offer.
    expect(stale('updateProduct', 'searchActivityProducts')).toBe(true);
    expect(stale('updateProduct', 'getSeckillProductPage')).toBe(true);
    expect(stale('updateProduct', 'getGroupBuyActivityList')).toBe(true);
    expect(stale('updateProduct', 'getLiveGoodsList')).toBe(true);
    // One read of another area, named by its operation, and only that one.
    expect(stale('saveMerchantAddress', 'getMerchantAddressList')).toBe(true);
    expect(stale('saveMerchantAddress', 'getRefundList')).toBe(false);
    expect(stale('importCardSecrets', 'getCdkeyUnrelatedList')).toBe(true);
    expect(stale('importCardSecrets', 'getMerchantCategoryTree')).toBe(false);
  });

  it('answers alike for a write named by its operation (one made in another window)', () => {
    const saved = staleAfterWrite('updateSystemForm');
    expect(saved?.(keyOf('getSystemFormPage'))).toBe(true);
    expect(saved?.(keyOf('getSystemFormDetail'))).toBe(true);
    expect(saved?.(keyOf('getProductList'))).toBe(false);
    expect(staleAfterWrite('merchantLogin')).toBeUndefined();
  });

  it('refreshes nothing after the writes that change nothing shown', () => {
    expect(NOTHING.filter((id) => staleAfter(operations[id].method, concrete(operations[id].path)) !== undefined)).toEqual([]);
    expect(NOTHING).toContain('merchantLogin');
  });

  it('sends an export to 数据导出, not to its own area', () => {
    expect(stale('exportProducts', 'getExportList')).toBe(true);
    expect(stale('exportProducts', 'getProductList')).toBe(false);
  });

  it('never refreshes after a read, whatever its method', () => {
    const reads = all.filter(([, op]) => isRead(op));
    expect(reads.some(([, op]) => op.method === 'POST')).toBe(true);
    expect(reads.filter(([, op]) => staleAfter(op.method, concrete(op.path)) !== undefined).map(([id]) => id)).toEqual([]);
    expect(staleAfter('POST', '/admin/merchant/mp/live/room/list')).toBeUndefined();
  });

  it('counts a GET that changes something as a write', () => {
    expect(stale('deleteGroupBuyActivity', 'getGroupBuyActivityList')).toBe(true);
    expect(stale('deleteEmployee', 'getEmployeeList')).toBe(true);
    expect(stale('setLiveRoomBanComment', 'getLiveRoomList')).toBe(true);
  });

  it('keys on the operation, not its path: both backends’ coupon calls refresh both backends’ lists', () => {
    const writes = ['addCoupon', 'saveCoupon', 'switchCoupon', 'updateCouponStatus'] as const;
    const reads = ['getCouponList', 'getReferenceCouponList', 'getProductUsableCoupons'] as const;
    expect(writes.flatMap((write) => reads.filter((read) => !stale(write, read)).map((read) => `${write} → ${read}`))).toEqual([]);
    // The reference backend submits a product for review with the id in the body, the spec's in the path.
    expect(stale('submitProductForAudit', 'getProductList')).toBe(true);
    expect(stale('submitProductAudit', 'getProductList')).toBe(true);
  });

  it('names only areas and reads the contract has', () => {
    const tags = new Set(all.map(([, op]) => op.tag));
    const targets = [...Object.values(ALSO), ...Object.values(ONLY)].flat();
    expect(targets.filter((target) => !tags.has(target as never) && !(target in operations && isRead(operations[target as OperationId])))).toEqual([]);
    expect([...NOTHING, ...Object.keys(ONLY)].filter((id) => isRead(operations[id as OperationId]))).toEqual([]);
  });
});

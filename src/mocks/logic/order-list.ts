import type {
  ErrorResult,
  GetOrderListParams,
  GetOrderStatusNumParams,
  OrderDetail,
  OrderDetailLine,
  OrderItem,
  OrderListItem,
  OrderStatusNum,
  OrderTab,
} from '@/api/generated/model';
import { dateRangeOf } from '../date-limit';
import { getDb } from '../db';
import { fail, findBy, isError, newestPageOf } from '../lib';
import type { DemoOrder } from '../types/orders';
import { matchesSearch } from './user';

// The order list as the reference backend answers it (OrderServiceImpl): the tabs and filters, their counts,
// and an order's details. What changes orders: order-lifecycle.ts (the state an order settles in, 核销,
// deleting), order-ship.ts (shipments and their tracking), order-direct-refund.ts (the merchant's direct
// refund), order-remark-print.ts; exports: order-export.ts.

/** The tab an order shows under. User-deleted orders show under 全部 and 已删除 only. */
export function inOrderTab(o: DemoOrder, tab: string): boolean {
  if (tab === 'all') return true;
  if (tab === 'deleted') return o.isUserDel;
  if (o.isUserDel) return false;
  switch (tab) {
    case 'unPaid':
      return o.status === 0;
    case 'notShipped':
      return (o.status === 1 || o.status === 2) && o.refundStatus !== 3;
    case 'spike':
      return o.status === 4 && o.refundStatus !== 3;
    case 'awaitVerification':
      return o.status === 3 && o.refundStatus !== 3;
    case 'receiving':
      return o.status === 5;
    case 'complete':
      return o.status === 6;
    case 'refunded':
      return o.refundStatus === 3;
    case 'cancel':
      return o.status === 9;
    default:
      return false;
  }
}

/** The list filters shared by the list, its tab counts and the console's own export; orders the merchant deleted are gone from them. */
function listFilter(q: GetOrderStatusNumParams): (o: DemoOrder) => boolean {
  const orderNo = (q.orderNo ?? '').trim();
  const range = dateRangeOf(q.dateLimit);
  const content = (q.content ?? '').trim();
  return (o) =>
    !o.isMerchantDel &&
    (!orderNo || o.orderNo.includes(orderNo)) &&
    (q.type === undefined || o.type === q.type) &&
    (!range || (o.createTime >= range[0] && o.createTime <= range[1])) &&
    (!content || matchesSearch({ id: o.uid, phone: o.phone, nickname: o.nikeName }, q.searchType, content));
}

const filtered = (q: GetOrderStatusNumParams): DemoOrder[] => getDb().orders.filter(listFilter(q));

/**
 * The orders of a tab under the filters, newest first: as the reference lists them (`order by id desc`), the
 * reverse of the order they came in, which is the store's.
 */
export const tabRows = (q: GetOrderStatusNumParams, tab: OrderTab) => filtered(q).filter((o) => inOrderTab(o, tab)).toReversed();

function toListItem(o: DemoOrder): OrderListItem {
  return {
    orderNo: o.orderNo,
    uid: o.uid,
    payPrice: o.payPrice,
    payType: o.payType,
    status: o.status,
    refundStatus: o.refundStatus,
    cancelStatus: o.cancelStatus,
    isUserDel: o.isUserDel,
    type: o.type,
    secondType: o.secondType,
    level: o.level,
    createTime: o.createTime,
    nickName: o.nikeName,
    isLogoff: o.isLogoff,
    userRefundSign: o.userRefundSign,
    totalNum: o.totalNum,
    merchantRemark: o.merchantRemark,
    infoResponseList: o.lines.map(orderItemOf),
    groupBuyRecordStatus: o.groupBuyRecordStatus,
  };
}

/** A line as the list and the details show it (OrderInfoFrontDataResponse): the order detail's fields of that class. */
const orderItemOf = (l: OrderDetailLine): OrderItem => ({
  id: l.id,
  productId: l.productId,
  productName: l.productName,
  image: l.image,
  attrValueId: l.attrValueId,
  sku: l.sku,
  price: l.price,
  payNum: l.payNum,
  payPrice: l.payPrice,
  applyRefundNum: l.applyRefundNum,
  refundNum: l.refundNum,
  deliveryNum: l.deliveryNum,
  productType: l.productType,
  productMarketingType: l.productMarketingType,
  proRefundSwitch: l.proRefundSwitch,
  expand: l.expand,
  vipPrice: l.vipPrice,
  merId: l.merId,
  cardSecretIds: l.cardSecretIds,
  redeemIntegral: l.redeemIntegral,
});

function toDetail({ lines, invoices: _i, groupBuyRecordStatus: _g, isMerchantDel: _d, ...detail }: DemoOrder): OrderDetail {
  return { ...detail, orderDetailList: lines.map(orderItemOf) };
}

export function findOrder(orderNo: string): DemoOrder | ErrorResult {
  return findBy(getDb().orders, 'orderNo', orderNo) ?? fail(5001, '订单不存在');
}

/** A page of a status tab. */
export function orderPage(q: GetOrderListParams) {
  const keep = listFilter(q);
  return newestPageOf(getDb().orders, (o) => keep(o) && inOrderTab(o, q.status), q, toListItem);
}

/** How many orders each tab holds under the filters. */
export function orderStatusCounts(q: GetOrderStatusNumParams): OrderStatusNum {
  const keep = listFilter(q);
  // One pass over the orders for every tab: an order's tabs follow from its state alone, worked out once a state.
  const tabs: OrderTab[] = ['all', 'unPaid', 'notShipped', 'spike', 'receiving', 'complete', 'refunded', 'deleted', 'awaitVerification', 'cancel'];
  const totals = tabs.map(() => 0);
  const tabsOfState = new Map<number, number[]>();
  for (const o of getDb().orders) {
    if (!keep(o)) continue;
    const state = (o.isUserDel ? 1000 : 0) + o.status * 10 + (o.refundStatus === 3 ? 1 : 0);
    let shown = tabsOfState.get(state);
    if (!shown) tabsOfState.set(state, (shown = tabs.flatMap((tab, t) => (inOrderTab(o, tab) ? [t] : []))));
    for (const t of shown) totals[t]! += 1;
  }
  const count = (tab: OrderTab) => totals[tabs.indexOf(tab)] ?? 0;
  return {
    all: count('all'),
    unPaid: count('unPaid'),
    notShipped: count('notShipped'),
    spike: count('spike'),
    receiving: count('receiving'),
    complete: count('complete'),
    refunded: count('refunded'),
    deleted: count('deleted'),
    verification: count('awaitVerification'),
    cancel: count('cancel'),
  };
}

export function orderInfo(orderNo: string) {
  const o = findOrder(orderNo);
  return isError(o) ? o : toDetail(o);
}

export function orderLines(orderNo: string) {
  const o = findOrder(orderNo);
  return isError(o) ? o : o.lines;
}

export function orderInvoices(orderNo: string) {
  const o = findOrder(orderNo);
  return isError(o) ? o : o.invoices.toSorted((a, b) => b.id - a.id);
}

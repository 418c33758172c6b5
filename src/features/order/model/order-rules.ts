/**
 * What the order list shows and offers for an order (reference §4.3): tabs, labels, the status tag
 * and which actions a row has, with the permission each call needs (the contract's descriptions).
 * Pure, so the rules are tested on their own.
 */
import { shippableNum } from '@/lib/domain/order-money';
import type { DeliveryType, OrderListItem } from '@/api/generated/model';
import { orderStatusLabel, orderStatusOptions, findOption, type Tone } from '@/lib/enums';
import { orderTypeOptions } from './order-search';

export const ORDER_PERMISSIONS = {
  statusNum: 'merchant:order:status:num',
  info: 'merchant:order:info',
  detailList: 'merchant:order:detail:list',
  invoiceList: 'merchant:order:invoice:list',
  invoiceUpdate: 'merchant:order:invoice:update',
  logistics: 'merchant:order:logistics:info',
  send: 'merchant:order:send',
  mark: 'merchant:order:mark',
  delete: 'merchant:order:delete',
  print: 'merchant:order:print',
  verify: 'merchant:order:verification',
  directRefund: 'merchant:order:direct:refund',
  export: 'merchant:export:order:excel',
  express: 'merchant:express:search:page',
} as const;

export type { OrderListTab, OrderTypeValue } from './order-search';

/** The order type's name (the detail header); an unknown type is 普通订单. */
export const orderTypeLabel = (type: number) => orderTypeOptions.find((o) => o.value === type)?.label ?? '普通订单';

/** 订单号's prefix by order type. */
export function orderNoPrefix(type: number): string {
  return type === 1 ? '[秒杀]' : type === 2 ? '[拼团]' : '';
}

/** 配送方式 of an order (`shippingType`). */
const shippingTypeLabel = (shippingType: number) => ({ 1: '商家配送', 2: '门店自提', 3: '虚拟发货' })[shippingType] ?? '-';

/** What the details say of an order's way to the buyer. */
type Delivered = { secondType: number; shippingType: number };

/** 配送方式 in an order's details: 自动发货 for cloud-disk and card-secret products (secondType 5, 6), 虚拟发货 for virtual ones, else by `shippingType`. */
export const deliveryWayLabel = ({ secondType, shippingType }: Delivered) => (secondType > 4 ? '自动发货' : secondType === 2 ? '虚拟发货' : shippingTypeLabel(shippingType));

/** Whether an order goes to the buyer's address (收货信息): neither picked up in store nor a virtual product. */
export const shipsToAddress = ({ secondType, shippingType }: Delivered) => shippingType === 1 && secondType !== 2;

/**
 * Whether an order's details have shipments to list (发货记录): shipped at least in part and not
 * cancelled (status 2 to 8 but 待核销), neither picked up nor sent automatically (cloud disk, card secrets).
 */
export const listsShipments = ({ status, secondType, shippingType }: Delivered & { status: number }) => status > 1 && status < 9 && status !== 3 && secondType < 5 && shippingType !== 2;

export const deliveryTypeOptions: readonly { value: DeliveryType; label: string }[] = [
  { value: 'express', label: '快递配送' },
  { value: 'merchant', label: '商家送货' },
  { value: 'noNeed', label: '无需发货' },
];
export const deliveryTypeLabel = (type: DeliveryType) => deliveryTypeOptions.find((o) => o.value === type)?.label ?? '-';

/** A mainland mobile number (the contract's Mobile). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** What the rules read of an order; the detail has no group-buy state, so it is optional. */
export type OrderFacts = Pick<OrderListItem, 'status' | 'refundStatus'> & Partial<Pick<OrderListItem, 'groupBuyRecordStatus' | 'userRefundSign' | 'isUserDel' | 'infoResponseList'>>;

/** A group order whose group is still forming: it can be neither shipped nor refunded yet. */
export const isGrouping = (order: OrderFacts) => order.groupBuyRecordStatus === 0;

/** 订单状态's tag: 已退款 first, then the group's state for a group order, else the order status. */
export function orderStatusView(order: OrderFacts): { label: string; tone: Tone } {
  if (order.refundStatus === 3) return { label: '已退款', tone: 'danger' };
  if (order.groupBuyRecordStatus === 0) return { label: '拼团中', tone: 'warning' };
  if (order.groupBuyRecordStatus === -1) return { label: '拼团失败', tone: 'danger' };
  return { label: orderStatusLabel(order.status), tone: findOption(orderStatusOptions, order.status)?.tone ?? 'info' };
}

/** 发货: waiting for (the rest of) its shipment, not wholly refunded, not a forming group. */
export function canShip(order: OrderFacts): boolean {
  // When the lines are known, something must be left to ship (pieces under a refund request wait).
  const left = order.infoResponseList === undefined || order.infoResponseList.some((line) => shippableNum(line) > 0);
  return (order.status === 1 || order.status === 2) && order.refundStatus < 3 && !isGrouping(order) && left;
}

/** 直接退款: nothing refunded or asked for yet, paid and not cancelled, not a forming group. */
export function canDirectRefund(order: OrderFacts): boolean {
  return order.refundStatus === 0 && !order.userRefundSign && order.status !== 0 && order.status !== 9 && !isGrouping(order);
}

/**
 * The store's 小票打印 mode (`merReceiptPrintingSwitch`, reference §2.4): 0 off, 1 manual, 2 automatic
 * only, 3 both. 打印小票 is offered in every mode but 2, where the printer prints each order by itself
 * (the reference hides it only then).
 */
export const RECEIPT_PRINTING_AUTO_ONLY = 2;

/** 打印小票: an order not cancelled (a refunded one too), unless the store prints automatically only. */
export function canPrintReceipt(order: OrderFacts, receiptPrintingSwitch: number): boolean {
  return receiptPrintingSwitch !== RECEIPT_PRINTING_AUTO_ONLY && (order.status < 7 || order.refundStatus === 3);
}

/** 删除订单: only an order the user has deleted on their side. */
export function canDeleteOrder(order: OrderFacts): boolean {
  return Boolean(order.isUserDel);
}

export type MoreAction = 'refund' | 'print' | 'remark' | 'delete';

export const moreActionLabels: Record<MoreAction, string> = {
  refund: '直接退款',
  print: '打印小票',
  remark: '订单备注',
  delete: '删除订单',
};

const morePermission: Record<MoreAction, string> = {
  refund: ORDER_PERMISSIONS.directRefund,
  print: ORDER_PERMISSIONS.print,
  remark: ORDER_PERMISSIONS.mark,
  delete: ORDER_PERMISSIONS.delete,
};

/** The 更多 ▾ items of a row, by the order's state, the store's receipt printing and what the staff member may do. */
export function moreActions(order: OrderFacts, can: (permission: string) => boolean, receiptPrintingSwitch: number): MoreAction[] {
  const offered: MoreAction[] = [];
  if (canDirectRefund(order)) offered.push('refund');
  if (canPrintReceipt(order, receiptPrintingSwitch)) offered.push('print');
  offered.push('remark');
  if (canDeleteOrder(order)) offered.push('delete');
  return offered.filter((action) => can(morePermission[action]));
}

/** One answer of the system form the buyer filled in (自定义留言). */
export interface ExtendAnswer {
  title: string;
  value: string;
}

/**
 * The system-form answers kept in `orderExtend` (JSON `[{title, value}]`); a list value (several
 * choices, pictures) is joined. Empty, malformed or unexpected JSON gives no answers.
 */
export function parseOrderExtend(text: string | null | undefined): ExtendAnswer[] {
  if (!text?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { title, value } = item as { title?: unknown; value?: unknown };
    if (typeof title !== 'string') return [];
    const shown = Array.isArray(value) ? value.map(String).join('、') : value === null || value === undefined ? '' : String(value);
    return [{ title, value: shown }];
  });
}

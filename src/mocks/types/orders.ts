import type { MerchantAddress, MerchantExpress, OrderDetail, OrderDetailLine, OrderInvoice, RefundDetail, RefundOrderInfo } from '@/api/generated/model';

/** An order as the demo backend keeps it: the details (its lines answered from `lines`), its product lines and its shipments. */
export interface DemoOrder extends Omit<OrderDetail, 'orderDetailList'> {
  lines: OrderDetailLine[];
  invoices: OrderInvoice[];
  /** 0 拼团中, 10 成功, -1 失败, 99 not a group order. */
  groupBuyRecordStatus: 0 | 10 | -1 | 99;
  /** Deleted by the merchant (after the user): kept, as the reference keeps it, but gone from the list. */
  isMerchantDel?: boolean;
}

/** A refund order (售后) of one product line. */
export interface DemoRefund extends RefundDetail {
  /** The demo stamps every refund when it is asked for (the reference backend's details leave it out). */
  createTime: string;
  orderNo: string;
  uid: number;
  userNickName: string;
  isCompulsoryRefund: boolean;
  totalNum: number;
  refundOrderInfo: RefundOrderInfo;
  /** When the payment channel pays an approved refund back (ms); absent: it waits. */
  refundAt?: number;
  /** When the user posts goods back after an express return is approved (ms). */
  returnAt?: number;
}

export interface DemoOrderSettings {
  /** How long the demo payment channel takes to pay a refund back (ms). */
  refundDelayMs: number;
  /** How long a user takes to post goods back after approval (ms). */
  returnDelayMs: number;
}

export interface DemoOrderData {
  orders: DemoOrder[];
  refunds: DemoRefund[];
  /** The carriers the store linked (物流公司); the open ones are what it ships with. */
  expresses: MerchantExpress[];
  merchantAddresses: MerchantAddress[];
  invoiceSeq: number;
  orderSettings: DemoOrderSettings;
}

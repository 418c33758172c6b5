import type { ClosingDetail, FundsFlow, UserClosing } from '@/api/generated/model';

/**
 * A movement of the store's money as the demo backend keeps it: the flow the list shows plus the
 * parts a bill splits it into. Ids are given when the flows are listed (oldest first), so the seeded
 * history and the flows derived from orders and refunds number as one sequence.
 */
export interface DemoFlow extends Omit<FundsFlow, 'id'> {
  type: 'pay_order' | 'refund_order';
  /** Paid by the platform's coupon (an order), or that subsidy given back (a refund). */
  platCouponPrice: string;
  /** Paid with the platform's points, or given back. */
  integralPrice: string;
  /** Brokerage paid to promoters, or taken back on a refund. */
  brokerage: string;
  /** A refund's order, so either number finds it. */
  relatedOrderNo?: string;
}

/** What the platform set for the store's settlements, and what it held before the first bill. */
export interface DemoClosingSettings {
  /** Balance before the oldest seeded bill. */
  openingBalance: string;
  freezeAmount: string;
  guaranteedAmount: string;
  transferMinAmount: string;
  transferMaxAmount: string;
}

/** A settlement the store applied for; the demo stamps when (the reference backend's details leave it out). */
export interface DemoClosing extends ClosingDetail {
  createTime: string;
}

/** Settlements the store applied for, users' withdrawals, and the money history before the demo's orders. */
export interface DemoFinanceData {
  fundsHistory: DemoFlow[];
  closingSettings: DemoClosingSettings;
  closings: DemoClosing[];
  userClosings: UserClosing[];
}

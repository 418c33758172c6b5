/**
 * The quantities and amounts of the ship and direct-refund dialogs, as pure functions: exact decimal
 * math (big.js through lib/format), each line's amount rounded to cents once. Amounts come in and go
 * out as decimal text, as the API writes them ("59.70").
 */
import { Big } from 'big.js';
import type { OrderDetailLine } from '@/api/generated/model';
import { addMoney, money } from '@/lib/format';

/** What the quantities of a line depend on. */
export type LineCounts = Pick<OrderDetailLine, 'payNum' | 'deliveryNum' | 'refundNum' | 'applyRefundNum'>;
/** What a line's refund amount depends on. */
export type RefundLine = Pick<OrderDetailLine, 'payNum' | 'payPrice' | 'refundNum' | 'applyRefundNum'>;

/**
 * How many of a line may still be shipped: bought, less shipped, refunded and under a refund
 * request (never below 0). Pieces the user asked back wait for the request's outcome, as the
 * backend's check does.
 */
export function shippableNum(line: LineCounts): number {
  return Math.max(0, line.payNum - line.deliveryNum - line.refundNum - line.applyRefundNum);
}

/** How many of a line may still be refunded: bought, less refunded and under a refund request. */
export function refundableNum(line: Pick<LineCounts, 'payNum' | 'refundNum' | 'applyRefundNum'>): number {
  return Math.max(0, line.payNum - line.refundNum - line.applyRefundNum);
}

/**
 * The refund for `num` pieces of a line: its paid amount shared out per piece, times num, rounded
 * half-up to cents ('0.00' for none). Multiplying before dividing keeps a whole line exact
 * (10.00 over 3 pieces, all 3 refunded, is 10.00, not 9.99).
 */
export function lineRefundAmount(line: Pick<RefundLine, 'payNum' | 'payPrice'>, num: number): string {
  if (num <= 0 || line.payNum <= 0) return money(0);
  return money(new Big(line.payPrice).times(num).div(line.payNum));
}

/** 整单退款: every line's refundable pieces, each line rounded, then summed exactly. */
export function wholeRefundAmount(lines: readonly RefundLine[]): string {
  return addMoney(...lines.map((line) => lineRefundAmount(line, refundableNum(line))));
}

/** 分单退款: the chosen pieces of each line (nums by position; blanks and zeros count as none). */
export function splitRefundAmount(lines: readonly RefundLine[], nums: readonly number[]): string {
  return addMoney(...lines.map((line, i) => lineRefundAmount(line, nums[i] ?? 0)));
}

/**
 * A quantity box's text as a count: digits only, '' is 0. Anything else (which the inputs never let
 * through) is NaN, so a validator can reject it.
 */
export function parseCount(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

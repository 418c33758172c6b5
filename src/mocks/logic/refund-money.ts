import type { OrderDetailLine, PayType } from '@/api/generated/model';
import { lineRefundAmount } from '@/lib/domain/order-money';
import { addMoney, money, subMoney } from '@/lib/format';
import { getDb } from '../db';
import type { DemoRefund } from '../types/orders';
import { formatDateTime } from './time';

// Money going back as the reference backend moves it (RefundOrderManagerServiceImpl's refundPrice and
// merchantDirectRefund): the order line counts the pieces as refunded when the refund is made, and the
// payment channel then pays: a balance at once, WeChat on its callback (退款中 until then).

type StepType = DemoRefund['statusList'][number]['changeType'];

/** A step of a refund's flow, in the reference's words (eb_refund_order_status). */
export const logStep = (r: DemoRefund, changeType: StepType, changeMessage: string, at = Date.now()) =>
  r.statusList.push({ changeType, changeMessage, createTime: formatDateTime(new Date(at)) });

/**
 * What `num` pieces of a line pay back: the whole line its paid amount, the last pieces what is left of
 * it, other pieces their share rounded to cents.
 */
export function paybackAmount(line: Pick<OrderDetailLine, 'payNum' | 'payPrice' | 'refundNum' | 'refundPrice'>, num: number): string {
  if (num === line.payNum) return money(line.payPrice);
  if (line.refundNum + num === line.payNum) return subMoney(line.payPrice, line.refundPrice);
  return lineRefundAmount(line, num);
}

/** The line counts `num` more pieces refunded, for `amount`. */
export function countRefunded(line: OrderDetailLine, num: number, amount: string) {
  line.refundNum += num;
  line.refundPrice = addMoney(line.refundPrice, amount);
}

/** The payment channel has paid the refund back: 已退款, and the after-refund task logs it. */
export function refunded(r: DemoRefund, at: number) {
  r.refundStatus = 3;
  delete r.refundAt;
  logStep(r, 'refund', '售后单退款成功', at);
}

/**
 * Hands a refund to the order's payment channel: WeChat answers on its callback, after the demo's delay
 * (退款中 until then, `settleRefunds`); a balance, and Alipay (whose demo gateway refunds at once), pay
 * back at once.
 */
export function payBack(r: DemoRefund, payType: PayType, now = Date.now()) {
  const delay = getDb().orderSettings.refundDelayMs;
  r.refundTime = formatDateTime(new Date(now));
  if (payType === 'weixin' && delay > 0) {
    r.refundStatus = 2;
    r.refundAt = now + delay;
  } else {
    refunded(r, now);
  }
}

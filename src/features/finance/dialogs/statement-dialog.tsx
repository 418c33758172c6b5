import type { ReactNode } from 'react';
import type { Money, Statement } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { yuan } from '@/lib/format';

/** One line of the breakdown: a name, its amount and how it is made up. */
function Part({ name, amount, note, strong = false, children }: { name: string; amount: Money; note?: string; strong?: boolean; children?: ReactNode }) {
  return (
    <li className="flex flex-col gap-1.5">
      <div className={`flex items-baseline justify-between gap-4 ${strong ? 'text-base font-semibold text-slate-800' : 'text-slate-700'}`}>
        <span>
          {name}
          {note && <span className="ml-1 text-xs font-normal text-slate-500">{note}</span>}
        </span>
        <span>{yuan(amount)}</span>
      </div>
      {children && <ul className="flex flex-col gap-1.5 border-l border-slate-200 pl-4 text-sm">{children}</ul>}
    </li>
  );
}

/** 账单详情: where the bill's balance comes from, as the reference console explains it (`target`: the bill). */
export function StatementDialog({ target, kind, onClose }: { target: Statement | null; kind: 'day' | 'month'; onClose: () => void }) {
  const period = kind === 'day' ? '当日' : '当月';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title="账单详情"
      width={560}
      footer={
        <Button variant="primary" onClick={onClose}>
          我知道了
        </Button>
      }
    >
      {target && (
        <div className="flex flex-col gap-4">
          <p className="text-slate-500">
            {kind === 'day' ? '日期' : '月份'}：<span className="text-slate-800">{target.dataDate}</span>
          </p>
          <ul aria-label="实际收入明细" className="flex flex-col gap-3">
            <Part name="实际收入" amount={target.realIncome} note="= 订单应收 − 订单应退" strong>
              <Part name="订单应收" amount={target.orderReceivable}>
                <Part name="订单实际支付" amount={target.orderRealIncome} note={`共${target.payNum}笔`} />
                <Part name="平台优惠券补贴" amount={target.platCouponPrice} />
                <Part name="平台积分补贴" amount={target.integralPrice} />
              </Part>
              <Part name="订单应退" amount={target.orderRefundable}>
                <Part name="订单实际退款" amount={target.orderRealRefund} note={`共${target.refundNum}笔`} />
                <Part name="退还平台优惠券补贴" amount={target.refundPlatCouponPrice} />
                <Part name="退还平台积分补贴" amount={target.refundIntegralPrice} />
              </Part>
            </Part>
          </ul>
          <ul aria-label="实际支出明细" className="flex flex-col gap-3">
            <Part name="实际支出" amount={target.actualExpenditure} note="= 平台手续费 + 佣金" strong>
              <Part name="平台手续费" amount={target.handlingFee} note="= 支付手续费 − 退还手续费">
                <Part name="支付手续费" amount={target.payHandlingFee} />
                <Part name="退还手续费" amount={target.refundHandlingFee} />
              </Part>
              <Part name="佣金" amount={target.brokerage} note="= 支付佣金 − 退还佣金">
                <Part name="支付佣金" amount={target.brokeragePrice} />
                <Part name="退还佣金" amount={target.refundBrokeragePrice} />
              </Part>
            </Part>
          </ul>
          <ul aria-label="结余" className="border-t border-slate-200 pt-3">
            <Part name={`${period}结余`} amount={target.currentDayBalance} note="= 实际收入 − 实际支出" strong />
          </ul>
        </div>
      )}
    </Dialog>
  );
}

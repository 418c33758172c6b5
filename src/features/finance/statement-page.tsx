import { useState, type ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useGetDailyStatementList, useGetMonthStatementList } from '@/api/generated/endpoints/finance/finance';
import type { Statement } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { FilterField, filterSelectClass } from '@/components/data-table/filter-field';
import { nextSearch } from '@/components/data-table/list-search';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { DateRangePicker } from '@/components/date-range-picker';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { yuan } from '@/lib/format';
import type { StatementSearch } from './finance-search';
import { linkClass, UNCACHED } from './finance-ui';

const route = getRouteApi('/_authed/_permitted/finance/statement');

type Kind = 'day' | 'month';
const KIND_TABS = [
  { value: 'day', label: '日账单' },
  { value: 'month', label: '月账单' },
] as const;

const col = columnsFor<Statement>();

function columns(kind: Kind, onDetail: (s: Statement) => void) {
  const period = kind === 'day' ? '当日' : '当月';
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('dataDate', { header: kind === 'day' ? '日期' : '月份', enableHiding: false }),
    col.accessor('currentDayBalance', { header: `${period}结余`, cell: (info) => yuan(info.getValue()) }),
    col.accessor('handlingFee', { header: '平台手续费', cell: (info) => yuan(info.getValue()) }),
    col.accessor('orderReceivable', { header: '订单应收金额', cell: (info) => yuan(info.getValue()) }),
    col.accessor('payNum', { header: '订单应收笔数' }),
    col.accessor('orderRefundable', { header: '订单应退金额', cell: (info) => yuan(info.getValue()) }),
    col.accessor('refundNum', { header: '订单应退笔数' }),
    col.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <button type="button" className={linkClass} aria-label={`详情 ${row.original.dataDate}`} onClick={() => onDetail(row.original)}>
          详情
        </button>
      ),
    }),
  ]);
}

/** One line of the breakdown: a name, its amount and how it is made up. */
function Part({ name, amount, note, strong = false, children }: { name: string; amount: number; note?: string; strong?: boolean; children?: ReactNode }) {
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

/** 账单详情: where the bill's balance comes from, as the reference console explains it. */
function StatementDialog({ statement, kind, onClose }: { statement: Statement | null; kind: Kind; onClose: () => void }) {
  const period = kind === 'day' ? '当日' : '当月';
  return (
    <Dialog
      open={statement !== null}
      onOpenChange={(open) => !open && onClose()}
      title="账单详情"
      width={560}
      footer={
        <Button variant="primary" onClick={onClose}>
          我知道了
        </Button>
      }
    >
      {statement && (
        <div className="flex flex-col gap-4">
          <p className="text-slate-500">
            {kind === 'day' ? '日期' : '月份'}：<span className="text-slate-800">{statement.dataDate}</span>
          </p>
          <ul aria-label="实际收入明细" className="flex flex-col gap-3">
            <Part name="实际收入" amount={statement.realIncome} note="= 订单应收 − 订单应退" strong>
              <Part name="订单应收" amount={statement.orderReceivable}>
                <Part name="订单实际支付" amount={statement.orderRealIncome} note={`共${statement.payNum}笔`} />
                <Part name="平台优惠券补贴" amount={statement.platCouponPrice} />
                <Part name="平台积分补贴" amount={statement.integralPrice} />
              </Part>
              <Part name="订单应退" amount={statement.orderRefundable}>
                <Part name="订单实际退款" amount={statement.orderRealRefund} note={`共${statement.refundNum}笔`} />
                <Part name="退还平台优惠券补贴" amount={statement.refundPlatCouponPrice} />
                <Part name="退还平台积分补贴" amount={statement.refundIntegralPrice} />
              </Part>
            </Part>
          </ul>
          <ul aria-label="实际支出明细" className="flex flex-col gap-3">
            <Part name="实际支出" amount={statement.actualExpenditure} note="= 平台手续费 + 佣金" strong>
              <Part name="平台手续费" amount={statement.handlingFee} note="= 支付手续费 − 退还手续费">
                <Part name="支付手续费" amount={statement.payHandlingFee} />
                <Part name="退还手续费" amount={statement.refundHandlingFee} />
              </Part>
              <Part name="佣金" amount={statement.brokerage} note="= 支付佣金 − 退还佣金">
                <Part name="支付佣金" amount={statement.brokeragePrice} />
                <Part name="退还佣金" amount={statement.refundBrokeragePrice} />
              </Part>
            </Part>
          </ul>
          <ul aria-label="结余" className="border-t border-slate-200 pt-3">
            <Part name={`${period}结余`} amount={statement.currentDayBalance} note="= 实际收入 − 实际支出" strong />
          </ul>
        </div>
      )}
    </Dialog>
  );
}

/** 账单管理: daily or monthly bills of the store, with the breakdown of each. */
export function StatementPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = (change: Partial<StatementSearch>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true });
  const kind: Kind = search.type ?? 'day';
  const [detail, setDetail] = useState<Statement | null>(null);

  const params = { page: search.page, limit: search.limit, ...(search.dateLimit ? { dateLimit: search.dateLimit } : {}) };
  const daily = useGetDailyStatementList(params, { query: { ...UNCACHED.query, enabled: kind === 'day' } });
  const monthly = useGetMonthStatementList(params, { query: { ...UNCACHED.query, enabled: kind === 'month' } });
  const list = kind === 'day' ? daily : monthly;

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="账单管理" className="flex flex-col gap-3 rounded bg-white p-4 shadow-sm">
        <StatusTabs<Kind> label="账单类型" value={kind} tabs={KIND_TABS} onChange={(value) => void navigate({ search: { page: 1, limit: search.limit, ...(value === 'month' ? { type: 'month' as const } : {}) }, replace: true })} />
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          {kind === 'day' ? (
            <DateRangePicker label="时间选择" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit: dateLimit || undefined })} />
          ) : (
            <FilterField id="statement-month" label="月份选择">
              <input id="statement-month" type="month" className={`${filterSelectClass} w-44`} value={search.dateLimit ?? ''} onChange={(e) => update({ dateLimit: e.target.value || undefined })} />
            </FilterField>
          )}
          <Button onClick={() => void navigate({ search: { page: 1, limit: search.limit, ...(search.type ? { type: search.type } : {}) }, replace: true })}>重置</Button>
        </div>
        <DataTable
          tableId={`statement-${kind}`}
          label={kind === 'day' ? '日账单列表' : '月账单列表'}
          columns={columns(kind, setDetail)}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(s) => String(s.id)}
          page={search.page}
          limit={search.limit}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无账单"
        />
      </section>
      <StatementDialog statement={detail} kind={kind} onClose={() => setDetail(null)} />
    </div>
  );
}

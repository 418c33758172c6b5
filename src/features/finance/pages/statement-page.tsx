import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { Statement } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/list/data-table';
import { StatusTabs } from '@/components/list/status-tabs';
import { DateRangePicker } from '@/components/date-range-picker';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/text-link';
import { yuan } from '@/lib/format';
import { MonthRangeFilter } from '@/features/finance/components/month-range';
import { StatementDialog } from '@/features/finance/dialogs/statement-dialog';
import { statementListOptions } from '@/features/finance/model/finance-queries';

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
        <LinkButton aria-label={`详情 ${row.original.dataDate}`} onClick={() => onDetail(row.original)}>
          详情
        </LinkButton>
      ),
    }),
  ]);
}

/** 账单管理: daily or monthly bills of the store, with the breakdown of each. */
export function StatementPage() {
  const source = useRouteSearch(route);
  // A daily bill's rows are not kept under 月账单 while the months load (nor the other way).
  const sameTab = (previousKey: QueryKey | undefined) => previousKey?.[0] === statementListOptions(source.search).queryKey[0];
  const list = useListPage(source, statementListOptions, { keepPrevious: sameTab });
  const { search, update } = list;
  const kind: Kind = search.type ?? 'day';
  const [detail, setDetail] = useState<Statement | null>(null);
  const keepTab = search.type ? { type: search.type } : {};

  return (
    <ListPage
      label="账单管理"
      tabs={<StatusTabs<Kind> label="账单类型" value={kind} tabs={KIND_TABS} onChange={(value) => list.reset(value === 'month' ? { type: 'month' } : {})} />}
      dialogs={<StatementDialog target={detail} kind={kind} onClose={() => setDetail(null)} />}
    >
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        {kind === 'day' ? (
          <DateRangePicker label="时间选择" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit: dateLimit || undefined })} />
        ) : (
          <MonthRangeFilter value={search.dateLimit} onChange={(dateLimit) => update({ dateLimit })} />
        )}
        <Button onClick={() => list.reset(keepTab)}>重置</Button>
      </div>
      <DataTable tableId={`statement-${kind}`} label={kind === 'day' ? '日账单列表' : '月账单列表'} columns={columns(kind, setDetail)} {...list.table} getRowId={(s) => String(s.id)} emptyText="暂无账单" />
    </ListPage>
  );
}

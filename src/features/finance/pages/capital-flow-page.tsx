import { getRouteApi } from '@tanstack/react-router';
import { getGetFundsFlowListQueryOptions } from '@/api/generated/endpoints/finance/finance';
import type { FundsFlow } from '@/api/generated/model';
import { getFundsFlowListQueryOrderNoMax as orderNoMax } from '@/api/generated-zod/finance/finance.zod';
import { columnsFor, DataTable } from '@/components/list/data-table';
import { FilterBar } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { DateRangePicker } from '@/components/date-range-picker';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { fundsFlowTypeLabel } from '@/lib/enums';
import { yuan } from '@/lib/format';

const route = getRouteApi('/_authed/_permitted/finance/capitalFlow');

const col = columnsFor<FundsFlow>();

/** Money in (pm 1) is shown with a plus in green, money out with a minus in red. */
const signedAmount = (f: Pick<FundsFlow, 'pm' | 'amount'>) => (f.pm === 1 ? `+${yuan(f.amount)}` : `-${yuan(f.amount)}`);

const COLUMNS = col.columns([
  col.accessor('id', { header: 'ID', enableHiding: false }),
  col.accessor('orderNo', { header: '订单号', enableHiding: false }),
  col.display({
    id: 'user',
    header: '对方信息',
    cell: ({ row }) => (
      <span className="flex flex-col leading-5">
        <span>{row.original.nickName}</span>
        <span className="text-xs text-slate-500">UID：{row.original.uid}</span>
      </span>
    ),
  }),
  col.accessor('type', { header: '交易类型', cell: (info) => fundsFlowTypeLabel(info.getValue()) }),
  col.display({
    id: 'amount',
    header: '金额',
    cell: ({ row }) => <span className={row.original.pm === 1 ? 'text-green-700' : 'text-red-700'}>{signedAmount(row.original)}</span>,
  }),
  col.accessor('mark', { header: '备注', cell: (info) => info.getValue() || '-' }),
  col.accessor('createTime', { header: '交易时间' }),
]);

/** 资金流水: every payment into and refund out of the store, newest first. */
export function CapitalFlowPage() {
  const list = useListPage(useRouteSearch(route), getGetFundsFlowListQueryOptions);
  const { search, update } = list;

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <DateRangePicker label="时间选择" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit: dateLimit || undefined })} />
          <SearchInput id="flow-order-no" label="订单搜索" className="w-64" placeholder="请输入订单号/退款单号" maxLength={orderNoMax} value={search.orderNo} onCommit={(orderNo) => update({ orderNo })} />
        </FilterBar>
      }
      label="资金流水"
    >
      <DataTable tableId="capital-flow" label="资金流水列表" columns={COLUMNS} {...list.table} getRowId={(f) => String(f.id)} emptyText="暂无资金流水" />
    </ListPage>
  );
}

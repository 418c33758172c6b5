import type { ReactNode } from 'react';
import type { GroupBuyActivity } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/list/data-table';
import type { ListTable } from '@/components/list/use-list-page';
import { Tag } from '@/components/ui/tag';
import { groupProcessOptions, type GroupReviewTab } from '@/features/groupbuy/model/groupbuy-options';

const col = columnsFor<GroupBuyActivity>();

function ProcessTag({ value }: { value: number }) {
  const option = groupProcessOptions.find((o) => o.value === value);
  return <Tag tone={option?.tone}>{option?.label ?? '未知'}</Tag>;
}

function columns(tab: GroupReviewTab, status: (a: GroupBuyActivity) => ReactNode, actions: (a: GroupBuyActivity) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('groupName', { header: '活动名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue()}</span> }),
    col.display({
      id: 'time',
      header: '活动时间',
      cell: ({ row }) => (
        <span className="flex flex-col text-xs leading-5">
          <span>{row.original.startTime}</span>
          <span>至 {row.original.endTime}</span>
        </span>
      ),
    }),
    col.accessor('buyCount', { header: '成团人数' }),
    col.accessor('groupProcess', { header: '活动进程', cell: (info) => <ProcessTag value={info.getValue()} /> }),
    col.accessor('productCount', { header: '参与商品数' }),
    col.accessor('totalActivityBegin', { header: '开团数' }),
    col.accessor('totalActivityDone', { header: '成团数' }),
    col.accessor('totalOrderBegin', { header: '参团订单数' }),
    col.accessor('totalOrderDone', { header: '成团订单数' }),
    ...(tab === 1 ? [col.accessor('refusal', { header: '拒绝原因', cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue() || '-'}</span> })] : []),
    ...(tab === 4 ? [col.display({ id: 'activityStatus', header: '活动状态', cell: ({ row }) => status(row.original) })] : []),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 拼团活动列表: the activities of a review tab (拒绝原因 under 已拒绝, the 活动状态 switch under 已通过). */
export function GroupActivityTable({ tab, status, actions, leadingToolbar, ...table }: ListTable<GroupBuyActivity> & {
  tab: GroupReviewTab;
  status: (a: GroupBuyActivity) => ReactNode;
  actions: (a: GroupBuyActivity) => ReactNode;
  leadingToolbar?: ReactNode;
}) {
  return (
    <DataTable
      tableId="group-activity"
      label="拼团活动列表"
      columns={columns(tab, status, actions)}
      {...table}
      getRowId={(a) => String(a.id)}
      emptyText="暂无拼团活动"
      leadingToolbar={leadingToolbar}
    />
  );
}

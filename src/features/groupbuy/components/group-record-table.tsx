import type { ReactNode } from 'react';
import type { GroupBuyRecord } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/list/data-table';
import type { ListTable } from '@/components/list/use-list-page';

const col = columnsFor<GroupBuyRecord>();

function columns(actions: (r: GroupBuyRecord) => ReactNode) {
  return col.columns([
    col.accessor('groupBuyingId', { header: 'ID', enableHiding: false }),
    col.accessor('groupName', { header: '活动名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-48 break-words whitespace-normal">{info.getValue() || '-'}</span> }),
    col.display({
      id: 'leader',
      header: '团长信息',
      cell: ({ row }) => (
        <span>
          {row.original.groupLeaderNickname || '-'} / {row.original.groupLeaderUid}
        </span>
      ),
    }),
    col.display({
      id: 'product',
      header: '商品信息',
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          {row.original.productImage && <img src={row.original.productImage} alt="" className="size-10 shrink-0 rounded object-cover" />}
          <span className="inline-block max-w-56 break-words whitespace-normal">{row.original.productName}</span>
        </span>
      ),
    }),
    col.display({
      id: 'time',
      header: '拼团时间',
      cell: ({ row }) => (
        <span className="flex flex-col text-xs leading-5">
          <span>{row.original.createTime}</span>
          <span>至 {row.original.endTime}</span>
        </span>
      ),
    }),
    col.accessor('buyingCountNum', { header: '成团人数' }),
    col.accessor('yetBuyingNum', { header: '已参团人数' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 开团记录列表: the groups of a tab, with their leader, product and time. */
export function GroupRecordTable({ actions, ...table }: ListTable<GroupBuyRecord> & { actions: (r: GroupBuyRecord) => ReactNode }) {
  return <DataTable tableId="group-record" label="开团记录列表" columns={columns(actions)} {...table} getRowId={(r) => String(r.groupBuyingId)} emptyText="暂无开团记录" />;
}

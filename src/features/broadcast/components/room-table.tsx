import type { ReactNode } from 'react';
import type { LiveRoom } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/list/data-table';
import type { ListTable } from '@/components/list/use-list-page';
import { ROOM_SWITCHES, type SwitchKey } from '@/features/broadcast/model/room-rules';
import { LiveStatusTag, ReviewStatusTag } from './room-status-tags';

const col = columnsFor<LiveRoom>();

function columns(switchCell: (room: LiveRoom, key: SwitchKey) => ReactNode, actions: (room: LiveRoom) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('roomName', {
      header: '直播间名称',
      enableHiding: false,
      cell: (info) => <span className="inline-block max-w-48 break-words whitespace-normal">{info.getValue()}</span>,
    }),
    col.accessor('anchorName', { header: '主播昵称' }),
    col.accessor('anchorWechat', { header: '主播微信号' }),
    ...ROOM_SWITCHES.map((s) =>
      col.display({
        id: s.key,
        header: s.header,
        cell: ({ row }) => switchCell(row.original, s.key),
      }),
    ),
    col.accessor('liveStatus', {
      header: '直播状态',
      cell: (info) => <LiveStatusTag value={info.getValue()} />,
    }),
    col.display({
      id: 'reviewStatus',
      header: '审核状态',
      cell: ({ row }) => <ReviewStatusTag room={row.original} />,
    }),
    col.accessor('startTime', { header: '开始时间' }),
    col.accessor('endTime', { header: '计划结束时间' }),
    col.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => actions(row.original),
    }),
  ]);
}

/** 直播间列表: the rooms with their switches, states and actions. */
export function RoomTable({ switchCell, actions, toolbar, ...table }: ListTable<LiveRoom> & {
  switchCell: (room: LiveRoom, key: SwitchKey) => ReactNode;
  actions: (room: LiveRoom) => ReactNode;
  toolbar: ReactNode;
}) {
  return <DataTable tableId="live-room" label="直播间列表" columns={columns(switchCell, actions)} {...table} getRowId={(r) => String(r.id)} emptyText="暂无直播间" leadingToolbar={toolbar} />;
}

import type { ReactNode } from 'react';
import type { VideoDraft } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/list/data-table';
import type { ListTable } from '@/components/list/use-list-page';
import { Tag } from '@/components/ui/tag';
import { findOption } from '@/lib/enums';
import { videoEditStatusLabel, videoEditStatusOptions } from '@/features/video-channel/model/video-options';

const col = columnsFor<VideoDraft>();

function EditStatus({ value, reason }: { value: VideoDraft['editStatus']; reason?: string }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Tag tone={findOption(videoEditStatusOptions, value)?.tone}>{videoEditStatusLabel(value)}</Tag>
      {value === 3 && reason && <span className="max-w-48 text-xs break-words whitespace-normal text-red-700">原因：{reason}</span>}
    </span>
  );
}

function columns(actions: (d: VideoDraft) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'Id', enableHiding: false }),
    col.accessor('title', { header: '名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue()}</span> }),
    col.display({ id: 'image', header: '商品图', cell: ({ row }) => (row.original.headImg[0] ? <img src={row.original.headImg[0]} alt="" className="size-9 rounded object-cover" /> : '-') }),
    col.accessor('thirdCatName', { header: '类目' }),
    col.accessor('sales', { header: '销量' }),
    col.accessor('stock', { header: '库存' }),
    col.display({ id: 'editStatus', header: '微信审核', cell: ({ row }) => <EditStatus value={row.original.editStatus} reason={row.original.rejectReason} /> }),
    col.display({ id: 'platformEditStatus', header: '平台审核', cell: ({ row }) => <EditStatus value={row.original.platformEditStatus} reason={row.original.platformStatusReason} /> }),
    col.accessor('createTime', { header: '创建时间' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 草稿列表: the drafts with both reviews' states and their actions. */
export function DraftTable({ actions, toolbar, ...table }: ListTable<VideoDraft> & { actions: (d: VideoDraft) => ReactNode; toolbar: ReactNode }) {
  return <DataTable tableId="video-draft-list" label="草稿列表" columns={columns(actions)} {...table} getRowId={(d) => String(d.id)} emptyText="暂无草稿商品" leadingToolbar={toolbar} />;
}

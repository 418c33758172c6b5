import type { ReactNode } from 'react';
import type { VideoProduct } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/list/data-table';
import type { ListTable } from '@/components/list/use-list-page';
import { Tag } from '@/components/ui/tag';
import { findOption, videoStatusLabel, videoStatusOptions } from '@/lib/enums';

const col = columnsFor<VideoProduct>();

function columns(actions: (p: VideoProduct) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('title', { header: '名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue()}</span> }),
    col.display({ id: 'image', header: '商品图片', cell: ({ row }) => (row.original.headImg[0] ? <img src={row.original.headImg[0]} alt="" className="size-9 rounded object-cover" /> : '-') }),
    col.accessor('componentProductId', { header: '视频号商品ID' }),
    col.accessor('thirdCatName', { header: '类目', cell: (info) => info.getValue() ?? '-' }),
    col.accessor('giveIntegral', { header: '获得积分' }),
    col.accessor('sales', { header: '销量' }),
    col.accessor('stock', { header: '库存' }),
    col.display({ id: 'status', header: '状态', cell: ({ row }) => <Tag tone={findOption(videoStatusOptions, row.original.status)?.tone}>{videoStatusLabel(row.original.status)}</Tag> }),
    col.accessor('createTime', { header: '创建时间' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 过审商品列表: the approved products with their shelf state and actions. */
export function VideoProductTable({ actions, ...table }: ListTable<VideoProduct> & { actions: (p: VideoProduct) => ReactNode }) {
  return <DataTable tableId="video-product-list" label="过审商品列表" columns={columns(actions)} {...table} getRowId={(p) => String(p.id)} emptyText="暂无过审商品" />;
}

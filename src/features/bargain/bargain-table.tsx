import type { ReactNode } from 'react';
import type { BargainRecord } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/list/data-table';
import type { ListTable } from '@/components/list/use-list-page';
import { Tag } from '@/components/ui/tag';
import { bargainStatusLabel, bargainStatusOptions, findOption } from '@/lib/enums';
import { yuan } from '@/lib/format';

const col = columnsFor<BargainRecord>();

function columns(actions: (b: BargainRecord) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.display({
      id: 'user',
      header: '用户',
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <img src={row.original.avatar} alt="" className="size-8 rounded-full" />
          <span>
            {row.original.nickname} / {row.original.uid}
          </span>
        </span>
      ),
    }),
    col.display({
      id: 'product',
      header: '砍价商品',
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <img src={row.original.productImage} alt="" className="size-10 shrink-0 rounded object-cover" />
          <span className="inline-block max-w-56 break-words whitespace-normal">
            {row.original.productName}
            <span className="block text-xs text-slate-500">{row.original.sku}</span>
          </span>
        </span>
      ),
    }),
    col.accessor('price', { header: '原价', cell: (info) => yuan(info.getValue()) }),
    col.accessor('minPrice', { header: '最低价', cell: (info) => yuan(info.getValue()) }),
    col.accessor('currentPrice', { header: '当前价', cell: (info) => yuan(info.getValue()) }),
    col.display({ id: 'help', header: '助力人数', cell: ({ row }) => `${row.original.helpNum} / ${row.original.peopleNum}` }),
    col.accessor('status', { header: '状态', cell: (info) => <Tag tone={findOption(bargainStatusOptions, info.getValue())?.tone}>{bargainStatusLabel(info.getValue())}</Tag> }),
    col.display({
      id: 'time',
      header: '砍价时间',
      cell: ({ row }) => (
        <span className="flex flex-col text-xs leading-5">
          <span>{row.original.createTime}</span>
          <span>至 {row.original.endTime}</span>
        </span>
      ),
    }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 砍价记录列表: the bargains of a state, with their user, product, prices and helpers. */
export function BargainTable({ actions, ...table }: ListTable<BargainRecord> & { actions: (b: BargainRecord) => ReactNode }) {
  return <DataTable tableId="bargain-record" label="砍价记录列表" columns={columns(actions)} {...table} getRowId={(b) => String(b.id)} emptyText="暂无砍价记录" />;
}

import { useState, type ReactNode } from 'react';
import type { LiveGoods } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/list/data-table';
import type { ListTable } from '@/components/list/use-list-page';
import { Input } from '@/components/ui/input';
import { Tag } from '@/components/ui/tag';
import { findOption, liveReviewStatusLabel, liveReviewStatusOptions, priceTypeLabel } from '@/lib/enums';
import { message } from '@/lib/message';
import { priceText } from '@/features/broadcast/model/live-goods-price';

const SORT_MAX = 9999;

const col = columnsFor<LiveGoods>();

/** 排序 typed in place: saved on Enter or leaving the field when it changed and is 0–9999. */
export function SortInput({ goods, disabled, onSave }: { goods: LiveGoods; disabled: boolean; onSave: (sort: number) => Promise<void> }) {
  const [text, setText] = useState(String(goods.sort));
  const [shown, setShown] = useState(goods.sort);
  if (shown !== goods.sort) {
    setShown(goods.sort);
    setText(String(goods.sort));
  }
  const commit = () => {
    const value = text.trim();
    if (value === String(goods.sort)) return;
    if (!/^\d+$/.test(value) || Number(value) > SORT_MAX) {
      message.error(`排序必须是0-${SORT_MAX}之间的整数`);
      setText(String(goods.sort));
      return;
    }
    void onSave(Number(value)).catch(() => setText(String(goods.sort)));
  };
  return (
    <Input
      aria-label={`排序 ${goods.name}`}
      inputMode="numeric"
      maxLength={4}
      className="w-16"
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

function columns(sort: (g: LiveGoods) => ReactNode, actions: (g: LiveGoods) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('productId', { header: '商品ID' }),
    col.accessor('name', { header: '商品名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-48 break-words whitespace-normal">{info.getValue()}</span> }),
    col.accessor('coverImgUrlLocal', { header: '商品图', cell: (info) => <img src={info.getValue()} alt="" className="size-10 rounded object-cover" /> }),
    col.accessor('priceType', { header: '价格类型', cell: (info) => priceTypeLabel(info.getValue()) }),
    col.display({ id: 'price', header: '价格', cell: ({ row }) => priceText(row.original) }),
    col.display({ id: 'sort', header: '排序', cell: ({ row }) => sort(row.original) }),
    col.accessor('reviewStatus', {
      header: '审核状态',
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          <Tag tone={findOption(liveReviewStatusOptions, row.original.reviewStatus)?.tone}>{liveReviewStatusLabel(row.original.reviewStatus)}</Tag>
          {row.original.reviewReason && (row.original.reviewStatus === 3 || row.original.reviewStatus === 5) && <span className="max-w-48 text-xs whitespace-normal text-danger">原因：{row.original.reviewReason}</span>}
        </span>
      ),
    }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 直播商品列表: the goods with their prices, sort, review state and actions. */
export function LiveGoodsTable({ sort, actions, toolbar, ...table }: ListTable<LiveGoods> & { sort: (g: LiveGoods) => ReactNode; actions: (g: LiveGoods) => ReactNode; toolbar: ReactNode }) {
  return <DataTable tableId="live-goods" label="直播商品列表" columns={columns(sort, actions)} {...table} getRowId={(g) => String(g.id)} emptyText="暂无直播商品" leadingToolbar={toolbar} />;
}

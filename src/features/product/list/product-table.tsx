import { PictureThumb } from '@/components/picture-thumb';
import type { ReactNode } from 'react';
import type { ColumnVisibilityState, RowSelectionState } from '@tanstack/react-table';
import type { ProductListItem } from '@/api/generated/model';
import { columnsFor, DataTable, type ColumnStore } from '@/components/list/data-table';
import type { ListTable } from '@/components/list/use-list-page';
import type { ProductListTab } from '@/lib/enums';
import { yuan } from '@/lib/format';
import { readJson } from '@/lib/storage';

/** The reference console's key for the chosen columns (the visible columns' names). */
export const COLUMNS_STORAGE_KEY = 'goods_stroge';

/** Columns the gear button can hide, by id and name. */
export const HIDEABLE_COLUMNS = [
  ['image', '商品图'],
  ['name', '商品名称'],
  ['price', '商品售价'],
  ['sales', '销量'],
  ['stock', '库存'],
  ['isShow', '状态'],
] as const;

/** The remembered choice as TanStack's visibility: a stored list names the visible columns. */
export function readColumnVisibility(raw: string | null): ColumnVisibilityState {
  const stored = readJson<unknown>(raw);
  if (!Array.isArray(stored)) return {};
  return Object.fromEntries(HIDEABLE_COLUMNS.map(([id, label]) => [id, stored.includes(label)]));
}

/** The choice kept as the reference console keeps it: the visible columns' names under goods_stroge. */
const columnStore: ColumnStore = {
  load: () => readColumnVisibility(window.localStorage.getItem(COLUMNS_STORAGE_KEY)),
  save: (visibility) => {
    const visible = HIDEABLE_COLUMNS.filter(([id]) => visibility[id] !== false).map(([, label]) => label);
    window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(visible));
  },
};

/** 商品名称 with its spec kind, as the reference shows it. */
export const productTitle = (p: Pick<ProductListItem, 'name' | 'specType'>) => `${p.specType ? '[多规格]' : '[单规格]'}${p.name}`;

const col = columnsFor<ProductListItem>();

function columns(tab: ProductListTab, shelf: (p: ProductListItem) => ReactNode, actions: (p: ProductListItem) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('image', {
      id: 'image',
      header: '商品图',
      cell: ({ row }) => (
        <PictureThumb src={row.original.image} alt={row.original.name} label={`预览 ${row.original.name}`} title="商品图" className="size-9" />
      ),
    }),
    col.accessor('name', { id: 'name', header: '商品名称', cell: ({ row }) => <span className="inline-block max-w-72 break-words whitespace-normal">{productTitle(row.original)}</span> }),
    col.accessor('price', { id: 'price', header: '商品售价', cell: (info) => yuan(info.getValue()) }),
    col.accessor('sales', { id: 'sales', header: '销量' }),
    col.accessor('stock', { id: 'stock', header: '库存' }),
    ...(tab === 7 ? [col.accessor('reason', { id: 'reason', header: '失败原因', enableHiding: false, cell: (info) => <span className="text-red-700">{info.getValue() || '-'}</span> })] : []),
    col.display({ id: 'isShow', header: '状态', cell: ({ row }) => shelf(row.original) }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** An opened row: 收藏, 其他销量 and, under 审核未通过, 拒绝原因. */
function ProductDetails({ product, tab }: { product: ProductListItem; tab: ProductListTab }) {
  return (
    <dl className="flex flex-wrap gap-x-10 gap-y-1 text-xs text-slate-600">
      <div className="flex gap-1">
        <dt className="text-slate-500">收藏：</dt>
        <dd>{product.collectCount}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-slate-500">其他销量：</dt>
        <dd>{product.ficti}</dd>
      </div>
      {tab === 7 && (
        <div className="flex gap-1">
          <dt className="text-slate-500">拒绝原因：</dt>
          <dd className="text-red-700">{product.reason || '-'}</dd>
        </div>
      )}
    </dl>
  );
}

/** The product rows: expandable details, checks for 批量设置, the 状态 switch and the row's actions; a gear chooses the columns. */
export function ProductTable({ tab, selectable, rowSelection, onRowSelectionChange, shelf, actions, toolbar, ...table }: ListTable<ProductListItem> & {
  tab: ProductListTab;
  selectable: boolean;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (next: RowSelectionState) => void;
  shelf: (p: ProductListItem) => ReactNode;
  actions: (p: ProductListItem) => ReactNode;
  toolbar: ReactNode;
}) {
  return (
    <>
      <DataTable
        tableId="product-list"
        label="商品列表"
        columns={columns(tab, shelf, actions)}
        {...table}
        getRowId={(p) => String(p.id)}
        selectable={selectable}
        rowSelection={rowSelection}
        onRowSelectionChange={onRowSelectionChange}
        rowName={(p) => p.name}
        renderExpanded={(p) => <ProductDetails product={p} tab={tab} />}
        columnStore={columnStore}
        columnsButton="icon"
        emptyText="暂无商品"
        leadingToolbar={toolbar}
      />
    </>
  );
}

import { Fragment, useState, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTable, type ColumnVisibilityState, type RowSelectionState, type Updater } from '@tanstack/react-table';
import type { ProductListItem } from '@/api/generated/model';
import { columnsFor, dataTableFeatures } from '@/components/data-table/data-table';
import { Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
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

type HideableId = (typeof HIDEABLE_COLUMNS)[number][0];

/** The remembered choice as TanStack's visibility: a stored list names the visible columns. */
export function readColumnVisibility(raw: string | null): ColumnVisibilityState {
  const stored = readJson<unknown>(raw);
  if (!Array.isArray(stored)) return {};
  return Object.fromEntries(HIDEABLE_COLUMNS.map(([id, label]) => [id, stored.includes(label)]));
}

function storeColumnVisibility(visibility: ColumnVisibilityState) {
  const visible = HIDEABLE_COLUMNS.filter(([id]) => visibility[id] !== false).map(([, label]) => label);
  window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(visible));
}

/** 商品名称 with its spec kind, as the reference shows it. */
export const productTitle = (p: Pick<ProductListItem, 'name' | 'specType'>) => `${p.specType ? '[多规格]' : '[单规格]'}${p.name}`;

const col = columnsFor<ProductListItem>();

function columns(tab: ProductListTab, expanded: ReadonlySet<number>, toggleExpanded: (id: number) => void, preview: (p: ProductListItem) => void, shelf: (p: ProductListItem) => ReactNode, actions: (p: ProductListItem) => ReactNode) {
  return col.columns([
    col.display({
      id: 'expand',
      header: () => <span className="sr-only">展开</span>,
      enableHiding: false,
      cell: ({ row }) => {
        const open = expanded.has(row.original.id);
        const label = `${open ? '收起' : '展开'} ${row.original.name}`;
        return (
          <button type="button" aria-expanded={open} aria-label={label} title={label} onClick={() => toggleExpanded(row.original.id)} className="inline-flex size-6 items-center justify-center rounded text-slate-500 hover:text-primary">
            <Icon name={open ? 'chevron-down' : 'chevron-right'} size={14} />
          </button>
        );
      },
    }),
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('image', {
      id: 'image',
      header: '商品图',
      cell: ({ row }) => (
        <button type="button" aria-label={`预览 ${row.original.name}`} title="预览" onClick={() => preview(row.original)} className="block rounded focus-visible:outline-2 focus-visible:outline-primary">
          <img src={row.original.image} alt="" className="size-9 rounded object-cover" />
        </button>
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

const noRows: ProductListItem[] = [];

/** The product rows: expandable details, checks for 批量设置, the 状态 switch and the row's actions; a gear chooses the columns. */
export function ProductTable({ tab, rows, isLoading, isError, onRetry, selectable, rowSelection, onRowSelectionChange, shelf, actions, toolbar }: {
  tab: ProductListTab;
  rows: ProductListItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selectable: boolean;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
  shelf: (p: ProductListItem) => ReactNode;
  actions: (p: ProductListItem) => ReactNode;
  toolbar: ReactNode;
}) {
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(() => readColumnVisibility(window.localStorage.getItem(COLUMNS_STORAGE_KEY)));
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [previewing, setPreviewing] = useState<ProductListItem | null>(null);
  const toggleExpanded = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const table = useTable({
    features: dataTableFeatures,
    columns: columns(tab, expanded, toggleExpanded, setPreviewing, shelf, actions),
    data: rows ?? noRows,
    getRowId: (p) => String(p.id),
    enableRowSelection: selectable,
    state: { columnVisibility, rowSelection: selectable ? rowSelection : {} },
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater;
        storeColumnVisibility(next);
        return next;
      }),
    onRowSelectionChange,
  });

  const pageRows = table.getRowModel().rows;
  const span = table.getVisibleLeafColumns().length + (selectable ? 1 : 0);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex flex-1 flex-wrap items-center gap-2">{toolbar}</div>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button size="sm" aria-label="列设置" title="列设置" className="!px-2">
              <Icon name="setting" size={14} />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" className="z-50 min-w-36 rounded border border-slate-200 bg-white py-1 shadow-lg">
              {HIDEABLE_COLUMNS.map(([id, label]) => {
                const column = table.getColumn(id as HideableId);
                if (!column) return null;
                return (
                  <DropdownMenu.CheckboxItem
                    key={id}
                    checked={column.getIsVisible()}
                    onCheckedChange={(checked) => column.toggleVisibility(checked)}
                    onSelect={(e) => e.preventDefault()}
                    className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-primary-soft"
                  >
                    <span aria-hidden className="inline-flex size-3.5 items-center justify-center rounded-sm border border-slate-400 text-[10px] text-primary">
                      {column.getIsVisible() ? '✓' : ''}
                    </span>
                    {label}
                  </DropdownMenu.CheckboxItem>
                );
              })}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table aria-label="商品列表" aria-busy={isLoading || undefined} className="w-full min-w-max text-left text-sm">
          <thead className="bg-slate-50 text-xs text-slate-500">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th className="w-10 px-3 py-2.5">
                    <input
                      type="checkbox"
                      aria-label="全选本页"
                      checked={table.getIsAllPageRowsSelected()}
                      ref={(el) => {
                        if (el) el.indeterminate = table.getIsSomePageRowsSelected();
                      }}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  </th>
                )}
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-3 py-2.5 font-medium">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {isLoading && !rows ? (
              Array.from({ length: 5 }, (_, i) => (
                <tr key={i} className="border-t border-slate-100">
                  <td colSpan={span} className="px-3 py-3">
                    <div className="h-5 animate-pulse rounded bg-slate-100" />
                  </td>
                </tr>
              ))
            ) : isError ? (
              <tr>
                <td colSpan={span} className="px-3 py-10 text-center text-sm text-slate-500" role="alert">
                  数据加载失败
                  <Button size="sm" className="ml-3" onClick={onRetry}>
                    重试
                  </Button>
                </td>
              </tr>
            ) : pageRows.length === 0 ? (
              <tr>
                <td colSpan={span} className="px-3 py-10 text-center text-sm text-slate-500">
                  暂无商品
                </td>
              </tr>
            ) : (
              pageRows.map((row) => {
                const p = row.original;
                return (
                  <Fragment key={row.id}>
                    <tr className={`border-t border-slate-100 hover:bg-slate-50 ${row.getIsSelected() ? 'bg-primary-soft' : ''}`}>
                      {selectable && (
                        <td className="px-3 py-2.5">
                          <input type="checkbox" aria-label={`选择 ${p.name}`} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
                        </td>
                      )}
                      {row.getVisibleCells().map((cell) => (
                        <td key={cell.id} className="px-3 py-2.5 align-middle">
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </tr>
                    {expanded.has(p.id) && (
                      <tr className="bg-slate-50">
                        <td colSpan={span} className="px-12 py-3">
                          <dl className="flex flex-wrap gap-x-10 gap-y-1 text-xs text-slate-600">
                            <div className="flex gap-1">
                              <dt className="text-slate-500">收藏：</dt>
                              <dd>{p.collectCount}</dd>
                            </div>
                            <div className="flex gap-1">
                              <dt className="text-slate-500">其他销量：</dt>
                              <dd>{p.ficti}</dd>
                            </div>
                            {tab === 7 && (
                              <div className="flex gap-1">
                                <dt className="text-slate-500">拒绝原因：</dt>
                                <dd className="text-red-700">{p.reason || '-'}</dd>
                              </div>
                            )}
                          </dl>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <Dialog open={previewing !== null} onOpenChange={(open) => !open && setPreviewing(null)} title="商品图" width={560}>
        {previewing && <img src={previewing.image} alt={previewing.name} className="mx-auto max-h-[60vh] w-auto rounded" />}
      </Dialog>
    </div>
  );
}

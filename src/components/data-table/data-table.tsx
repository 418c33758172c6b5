import { useState, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  columnVisibilityFeature,
  createColumnHelper,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import { Button } from '../ui/button';
import { readJson } from '@/lib/storage';
import { Pagination } from './pagination';
import { PAGE_SIZES } from './list-search';

export const dataTableFeatures = tableFeatures({ columnVisibilityFeature, rowSelectionFeature });
export type DataTableFeatures = typeof dataTableFeatures;

/** The column helper of a list's rows: `const col = columnsFor<UserResponse>()`. */
export const columnsFor = <T extends RowData>() => createColumnHelper<DataTableFeatures, T>();
export type DataTableColumns<T extends RowData> = ReturnType<ReturnType<typeof columnsFor<T>>['columns']>;

const columnsKey = (tableId: string) => `table-columns:${tableId}`;

export interface DataTableProps<T extends RowData> {
  /** Names the table for people (aria-label) and for the remembered column choice. */
  tableId: string;
  label: string;
  columns: DataTableColumns<T>;
  rows: T[] | undefined;
  total: number | undefined;
  getRowId: (row: T) => string;
  page: number;
  limit: number;
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Rows can be checked; the bar shows these actions for the checked rows. */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
  emptyText?: string;
  toolbar?: ReactNode;
}

const noRows: never[] = [];

/** A server-paged list: columns the user can hide (remembered), row checks with a bulk bar, and loading, empty and error states. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { tableId, label, columns, rows, total, getRowId, page, limit, pageSizes = PAGE_SIZES, onPageChange, onLimitChange, isLoading, isError, onRetry, bulkActions, emptyText = '暂无数据', toolbar } = props;
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(() => readJson<ColumnVisibilityState>(window.localStorage.getItem(columnsKey(tableId))) ?? {});
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const data = rows ?? (noRows as T[]);

  // A checked row belongs to the page it was checked on: new rows, no checks.
  const [checkedRows, setCheckedRows] = useState(rows);
  if (checkedRows !== rows) {
    setCheckedRows(rows);
    setRowSelection({});
  }

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    enableRowSelection: Boolean(bulkActions),
    state: { columnVisibility, rowSelection },
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater;
        window.localStorage.setItem(columnsKey(tableId), JSON.stringify(next));
        return next;
      }),
    onRowSelectionChange: setRowSelection,
  });

  const selected = table.getSelectedRowModel().rows.map((r) => r.original);
  const clear = () => setRowSelection({});
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  const visibleColumns = table.getVisibleLeafColumns().length + (bulkActions ? 1 : 0);
  const pageRows = table.getRowModel().rows;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {bulkActions && (
          <div role="toolbar" aria-label="批量操作" className="flex items-center gap-2 text-xs text-slate-500">
            <span>已选 {selected.length} 项</span>
            {bulkActions(selected, clear)}
          </div>
        )}
        <div className="flex flex-1 flex-wrap items-center justify-end gap-2">
          {toolbar}
          {hideable.length > 0 && (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <Button size="sm" aria-label="列设置">
                  列设置
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" className="z-50 min-w-36 rounded border border-slate-200 bg-white py-1 shadow-lg">
                  {hideable.map((column) => (
                    <DropdownMenu.CheckboxItem
                      key={column.id}
                      checked={column.getIsVisible()}
                      onCheckedChange={(checked) => column.toggleVisibility(checked)}
                      onSelect={(e) => e.preventDefault()}
                      className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm outline-none data-[highlighted]:bg-primary-soft"
                    >
                      <span aria-hidden className="inline-flex size-3.5 items-center justify-center rounded-sm border border-slate-300 text-[10px] text-primary">
                        {column.getIsVisible() ? '✓' : ''}
                      </span>
                      {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
                    </DropdownMenu.CheckboxItem>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          )}
        </div>
      </div>
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table aria-label={label} aria-busy={isLoading || undefined} className="w-full min-w-max text-left text-sm">
          <thead className="bg-slate-50 text-xs text-slate-500">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {bulkActions && (
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
                  <td colSpan={visibleColumns} className="px-3 py-3">
                    <div className="h-5 animate-pulse rounded bg-slate-100" />
                  </td>
                </tr>
              ))
            ) : isError ? (
              <tr>
                <td colSpan={visibleColumns} className="px-3 py-10 text-center text-sm text-slate-500" role="alert">
                  数据加载失败
                  <Button size="sm" className="ml-3" onClick={onRetry}>
                    重试
                  </Button>
                </td>
              </tr>
            ) : pageRows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumns} className="px-3 py-10 text-center text-sm text-slate-500">
                  {emptyText}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => (
                <tr key={row.id} className={`border-t border-slate-100 hover:bg-slate-50 ${row.getIsSelected() ? 'bg-primary-soft' : ''}`}>
                  {bulkActions && (
                    <td className="px-3 py-2.5">
                      <input type="checkbox" aria-label={`选择第 ${row.index + 1} 行`} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
                    </td>
                  )}
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2.5 align-middle">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {total !== undefined && total > 0 && <Pagination total={total} page={page} limit={limit} pageSizes={pageSizes} onPageChange={onPageChange} onLimitChange={onLimitChange} />}
    </div>
  );
}

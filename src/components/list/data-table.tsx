import type { ReactNode } from 'react';
import { useTable, type RowData, type RowSelectionState } from '@tanstack/react-table';
import { Pagination } from './pagination';
import { PAGE_SIZES } from './list-search';
import { BulkBar, useRowChecks } from './bulk-bar';
import { ColumnSettings, localColumnStore, useColumnVisibility, type ColumnStore } from './column-settings';
import { pinColumns, trackEdges } from './pinning';
import { dataTableFeatures, type DataTableColumns } from './table-features';
import { TableBody, TableHead } from './table-rows';

export { columnsFor, dataTableFeatures, type DataTableColumns, type DataTableFeatures } from './table-features';
export type { ColumnStore } from './column-settings';

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
  /** The backend does not offer the list: a quiet note, no retry. */
  unsupported?: boolean;
  /** Rows can be checked; the bar shows these actions for the checked rows. */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
  /** Rows can be checked without the bulk bar (the caller acts on them); by default only with bulkActions. */
  selectable?: boolean;
  /** Which rows can be checked, when not all (a sold card secret cannot be deleted); the others' checks are disabled. */
  canSelect?: (row: T) => boolean;
  /** The checks when the caller keeps them (say, across reloads of one page); else they reset with new rows. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (next: RowSelectionState) => void;
  /** A row's name in its check's and expand button's labels (选择 X, 展开 X); by default 第 N 行. */
  rowName?: (row: T) => string;
  /** Rows open to show this under them; a ▸ button leads each row. */
  renderExpanded?: (row: T) => ReactNode;
  /** Where the chosen columns are remembered; by default localStorage `table-columns:<tableId>`. */
  columnStore?: ColumnStore;
  /** 列设置 as a text button (default) or a gear icon. */
  columnsButton?: 'text' | 'icon';
  emptyText?: string;
  /** Buttons at the start of the bar (添加, 导出…). */
  leadingToolbar?: ReactNode;
  /** Buttons at the end of the bar, before 列设置. */
  toolbar?: ReactNode;
}

const noRows: never[] = [];

/** A server-paged list: columns the user can hide (remembered), row checks with a bulk bar, and loading, empty and error states. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { tableId, label, columns, rows, total, getRowId, page, limit, pageSizes = PAGE_SIZES, onPageChange, onLimitChange, isLoading, isError, onRetry, unsupported = false, bulkActions, emptyText = '暂无数据', leadingToolbar, toolbar } = props;
  const { selectable = Boolean(bulkActions), canSelect, rowName, renderExpanded, columnStore = localColumnStore(tableId), columnsButton = 'text' } = props;
  const [columnVisibility, onColumnVisibilityChange] = useColumnVisibility(columnStore);
  const [rowSelection, setRowSelection] = useRowChecks(rows, props.rowSelection, props.onRowSelectionChange);

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows ?? (noRows as T[]),
    getRowId,
    enableRowSelection: selectable && canSelect ? (row) => canSelect(row.original) : selectable,
    state: { columnVisibility, rowSelection: selectable ? rowSelection : {} },
    onColumnVisibilityChange,
    onRowSelectionChange: (updater) => setRowSelection(typeof updater === 'function' ? updater(rowSelection) : updater),
  });

  const selected = table.getSelectedRowModel().rows.map((r) => r.original);
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  const pins = pinColumns(table.getVisibleLeafColumns()[0]?.id, selectable, renderExpanded !== undefined);
  const parts = { table, pins, selectable, canSelect, renderExpanded };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {leadingToolbar && <div className="flex flex-wrap items-center gap-2">{leadingToolbar}</div>}
        {bulkActions && <BulkBar count={selected.length}>{bulkActions(selected, () => setRowSelection({}))}</BulkBar>}
        <div className="flex flex-1 flex-wrap items-center justify-end gap-2">
          {toolbar}
          {hideable.length > 0 && <ColumnSettings columns={hideable} look={columnsButton} />}
        </div>
      </div>
      {/* Focusable, so a wide table without controls still scrolls sideways from the keyboard. */}
      <div ref={trackEdges} tabIndex={0} className="group/table overflow-x-auto rounded border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
        <table aria-label={label} aria-busy={isLoading || undefined} className="w-full min-w-max text-left text-sm">
          <TableHead {...parts} />
          <TableBody {...parts} rows={rows} isLoading={isLoading} isError={isError} unsupported={unsupported} onRetry={onRetry} emptyText={emptyText} rowName={rowName} />
        </table>
      </div>
      {total !== undefined && total > 0 && <Pagination total={total} page={page} limit={limit} pageSizes={pageSizes} onPageChange={onPageChange} onLimitChange={onLimitChange} />}
    </div>
  );
}

import { Fragment, useState, type ReactNode } from 'react';
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
import { Icon } from '../icons';
import { readJson } from '@/lib/storage';
import { Pagination } from './pagination';
import { PAGE_SIZES } from './list-search';
import { UNSUPPORTED_MESSAGE } from '@/api/errors';

export const dataTableFeatures = tableFeatures({ columnVisibilityFeature, rowSelectionFeature });
export type DataTableFeatures = typeof dataTableFeatures;

/** The column helper of a list's rows: `const col = columnsFor<UserResponse>()`. */
export const columnsFor = <T extends RowData>() => createColumnHelper<DataTableFeatures, T>();
export type DataTableColumns<T extends RowData> = ReturnType<ReturnType<typeof columnsFor<T>>['columns']>;

const columnsKey = (tableId: string) => `table-columns:${tableId}`;

/**
 * Columns kept in reach when a wide table scrolls sideways, as merchants know them from the reference:
 * the row actions (a column with the id `actions`) on the right, the check and expand boxes and the
 * first column (the ID or name) on the left. A shade marks the edge while there is more to scroll to.
 */
const SELECT_WIDTH = 40;
const EXPAND_WIDTH = 48;
const pinned = 'sticky z-[1] bg-inherit';
/**
 * The shade: a strip of gradient beside the pinned column, the whole row's height, over the cells scrolling
 * under it. (A cell's box shadow, clipped by its own box and shrunk by its spread, was too faint to see.)
 */
const shade = 'before:pointer-events-none before:absolute before:inset-y-0 before:w-3 before:from-slate-900/15 before:to-transparent before:opacity-0';
const shadeLeft = `${shade} before:left-full before:bg-linear-to-r group-data-[more-left=true]/table:before:opacity-100`;
const shadeRight = `${shade} before:right-full before:bg-linear-to-l group-data-[more-right=true]/table:before:opacity-100`;
const fixedWidth = (width: number, left: number) => ({ left, width, minWidth: width, maxWidth: width });

/** Marks on the scrolling box whether there is more of the table to the left and to the right. */
function trackEdges(box: HTMLDivElement | null) {
  if (!box) return;
  const mark = () => {
    box.dataset.moreLeft = String(box.scrollLeft > 0);
    box.dataset.moreRight = String(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
  };
  box.addEventListener('scroll', mark, { passive: true });
  // The box or the table changing size (rows loaded, a column shown, the window resized). Not in jsdom.
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
  // An observer reports the sizes once as it starts, after the browser's own layout; measuring here, in the
  // middle of React's commit, made the browser lay the page out an extra time on every list's first draw.
  if (!resized) mark();
  resized?.observe(box);
  if (box.firstElementChild) resized?.observe(box.firstElementChild);
  return () => {
    box.removeEventListener('scroll', mark);
    resized?.disconnect();
  };
}

/** Where a table remembers which columns are shown. */
export interface ColumnStore {
  load: () => ColumnVisibilityState;
  save: (visibility: ColumnVisibilityState) => void;
}

const localColumnStore = (tableId: string): ColumnStore => ({
  load: () => readJson<ColumnVisibilityState>(window.localStorage.getItem(columnsKey(tableId))) ?? {},
  save: (visibility) => window.localStorage.setItem(columnsKey(tableId), JSON.stringify(visibility)),
});

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
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(() => columnStore.load());
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const rowSelection = props.rowSelection ?? ownSelection;
  const setRowSelection = (next: RowSelectionState) => (props.rowSelection ? props.onRowSelectionChange?.(next) : setOwnSelection(next));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const data = rows ?? (noRows as T[]);
  const nameOf = (row: { original: T; index: number }) => (rowName ? rowName(row.original) : `第 ${row.index + 1} 行`);
  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // A checked row belongs to the page it was checked on: new rows, no checks.
  const [checkedRows, setCheckedRows] = useState(rows);
  if (checkedRows !== rows) {
    setCheckedRows(rows);
    setOwnSelection({});
  }

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    enableRowSelection: selectable && canSelect ? (row) => canSelect(row.original) : selectable,
    state: { columnVisibility, rowSelection: selectable ? rowSelection : {} },
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater;
        columnStore.save(next);
        return next;
      }),
    onRowSelectionChange: (updater) => setRowSelection(typeof updater === 'function' ? updater(rowSelection) : updater),
  });

  const selected = table.getSelectedRowModel().rows.map((r) => r.original);
  const clear = () => setRowSelection({});
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  const visibleColumns = table.getVisibleLeafColumns().length + (selectable ? 1 : 0) + (renderExpanded ? 1 : 0);
  const pageRows = table.getRowModel().rows;
  // The left offsets of the pinned columns: the boxes, then the first column of the list.
  const expandLeft = selectable ? SELECT_WIDTH : 0;
  const firstLeft = expandLeft + (renderExpanded ? EXPAND_WIDTH : 0);
  const firstId = table.getVisibleLeafColumns()[0]?.id;
  const pinOf = (id: string): { className: string; style?: { left: number } | { right: number } } =>
    id === 'actions' ? { className: `${pinned} ${shadeRight}`, style: { right: 0 } } : id === firstId ? { className: `${pinned} ${shadeLeft}`, style: { left: firstLeft } } : { className: '' };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {leadingToolbar && <div className="flex flex-wrap items-center gap-2">{leadingToolbar}</div>}
        {bulkActions && (
          <div role="toolbar" aria-label="批量操作" className="flex items-center gap-2 text-xs text-slate-500">
            <span>已选 {selected.length} 项</span>
            {bulkActions(selected, clear)}
          </div>
        )}
        <div className="flex flex-1 flex-wrap items-center justify-end gap-2">
          {toolbar}
          {hideable.length > 0 && (
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger asChild>
                {columnsButton === 'icon' ? (
                  <Button size="sm" aria-label="列设置" title="列设置" className="!px-2">
                    <Icon name="setting" size={14} />
                  </Button>
                ) : (
                  <Button size="sm" aria-label="列设置">
                    列设置
                  </Button>
                )}
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" className="z-50 min-w-36 rounded border border-slate-200 bg-white py-1 shadow-lg">
                  {hideable.map((column) => (
                    <DropdownMenu.CheckboxItem
                      key={column.id}
                      checked={column.getIsVisible()}
                      onCheckedChange={(checked) => column.toggleVisibility(checked)}
                      onSelect={(e) => e.preventDefault()}
                      className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-primary-soft"
                    >
                      <span aria-hidden className="inline-flex size-3.5 items-center justify-center rounded-sm border border-slate-400 text-[10px] text-primary">
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
      {/* Focusable, so a wide table without controls still scrolls sideways from the keyboard. */}
      <div ref={trackEdges} tabIndex={0} className="group/table overflow-x-auto rounded border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
        <table aria-label={label} aria-busy={isLoading || undefined} className="w-full min-w-max text-left text-sm">
          <thead className="bg-slate-50 text-xs text-slate-500">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="bg-slate-50">
                {selectable && (
                  <th className={`${pinned} px-3 py-2.5`} style={fixedWidth(SELECT_WIDTH, 0)}>
                    <input
                      type="checkbox"
                      aria-label="全选本页"
                      checked={table.getIsAllPageRowsSelected()}
                      disabled={canSelect !== undefined && !pageRows.some((r) => r.getCanSelect())}
                      ref={(el) => {
                        if (el) el.indeterminate = table.getIsSomePageRowsSelected();
                      }}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  </th>
                )}
                {renderExpanded && (
                  <th scope="col" className={`${pinned} px-3 py-2.5 font-medium`} style={fixedWidth(EXPAND_WIDTH, expandLeft)}>
                    <span className="sr-only">展开</span>
                  </th>
                )}
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={`px-3 py-2.5 font-medium ${pinOf(header.column.id).className}`} style={pinOf(header.column.id).style}>
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
            ) : isError && unsupported ? (
              <tr>
                <td colSpan={visibleColumns} className="px-3 py-10 text-center text-sm text-slate-400" role="status">
                  {UNSUPPORTED_MESSAGE}
                </td>
              </tr>
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
              pageRows.map((row) => {
                const open = renderExpanded !== undefined && expanded.has(row.id);
                const expandLabel = `${open ? '收起' : '展开'} ${nameOf(row)}`;
                return (
                  <Fragment key={row.id}>
                    <tr className={`border-t border-slate-100 ${row.getIsSelected() ? 'bg-primary-soft' : 'bg-white hover:bg-slate-50'}`}>
                      {selectable && (
                        <td className={`${pinned} px-3 py-2.5`} style={fixedWidth(SELECT_WIDTH, 0)}>
                          <input type="checkbox" aria-label={`选择${rowName ? ' ' : ''}${nameOf(row)}`} checked={row.getIsSelected()} disabled={!row.getCanSelect()} onChange={row.getToggleSelectedHandler()} />
                        </td>
                      )}
                      {renderExpanded && (
                        <td className={`${pinned} px-3 py-2.5 align-middle`} style={fixedWidth(EXPAND_WIDTH, expandLeft)}>
                          <button type="button" aria-expanded={open} aria-label={expandLabel} title={expandLabel} onClick={() => toggleExpanded(row.id)} className="inline-flex size-6 items-center justify-center rounded text-slate-500 hover:text-primary">
                            <Icon name={open ? 'chevron-down' : 'chevron-right'} size={14} />
                          </button>
                        </td>
                      )}
                      {row.getVisibleCells().map((cell) => (
                        <td key={cell.id} className={`px-3 py-2.5 align-middle ${pinOf(cell.column.id).className}`} style={pinOf(cell.column.id).style}>
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </tr>
                    {open && (
                      <tr className="bg-slate-50">
                        <td colSpan={visibleColumns} className="px-12 py-3">
                          {renderExpanded(row.original)}
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
      {total !== undefined && total > 0 && <Pagination total={total} page={page} limit={limit} pageSizes={pageSizes} onPageChange={onPageChange} onLimitChange={onLimitChange} />}
    </div>
  );
}

// The small table kit lives beside DataTable: every page that draws one already loads this module, so it
// costs no chunk (and no entry in the sign-in page's route map) of its own.

/**
 * A small table whose rows the caller draws (inside a form, a dialog or a drawer): its column titles, a
 * line saying so when it has no rows, and sideways scrolling by keyboard too.
 */
export function PlainTable({ label, headers, isEmpty = false, emptyText = '暂无数据', children }: { label: string; headers: readonly string[]; isEmpty?: boolean; emptyText?: string; children?: ReactNode }) {
  return (
    <div tabIndex={0} className="overflow-x-auto rounded border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary">
      <table aria-label={label} className="w-full min-w-max text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2.5 font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isEmpty ? (
            <tr>
              <td colSpan={headers.length} className="px-3 py-8 text-center text-sm text-slate-500">
                {emptyText}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

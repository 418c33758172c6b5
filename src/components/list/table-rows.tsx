import { Fragment, useState, type ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { Button } from '../ui/button';
import { Icon } from '../icons';
import { UNSUPPORTED_MESSAGE } from '@/api/errors';
import { EXPAND_WIDTH, fixedWidth, pinned, SELECT_WIDTH, type Pins } from './pinning';
import type { DataTableInstance } from './table-features';

interface RowsProps<T extends RowData> {
  table: DataTableInstance<T>;
  pins: Pins;
  selectable: boolean;
  canSelect?: (row: T) => boolean;
  renderExpanded?: (row: T) => ReactNode;
}

/** The column titles, after the 全选本页 box and the expand column when the rows have them. */
export function TableHead<T extends RowData>({ table, pins, selectable, canSelect, renderExpanded }: RowsProps<T>) {
  const pageRows = table.getRowModel().rows;
  return (
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
            <th scope="col" className={`${pinned} px-3 py-2.5 font-medium`} style={fixedWidth(EXPAND_WIDTH, pins.expandLeft)}>
              <span className="sr-only">展开</span>
            </th>
          )}
          {group.headers.map((header) => (
            <th key={header.id} scope="col" className={`px-3 py-2.5 font-medium ${pins.pinOf(header.column.id).className}`} style={pins.pinOf(header.column.id).style}>
              {header.isPlaceholder ? null : <table.FlexRender header={header} />}
            </th>
          ))}
        </tr>
      ))}
    </thead>
  );
}

interface BodyProps<T extends RowData> extends RowsProps<T> {
  /** The rows as given: none yet while the first page loads. */
  rows: T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  unsupported: boolean;
  onRetry: () => void;
  emptyText: string;
  rowName?: (row: T) => string;
}

/** One line across the table: loading, unsupported, failed or empty. */
function Note({ span, children, className = 'text-slate-500', role }: { span: number; children: ReactNode; className?: string; role?: 'status' | 'alert' }) {
  return (
    <tr>
      <td colSpan={span} className={`px-3 py-10 text-center text-sm ${className}`} role={role}>
        {children}
      </td>
    </tr>
  );
}

/** The rows of the page, or what stands for them: a skeleton while the first page loads, the error with its retry, the empty text. */
export function TableBody<T extends RowData>(props: BodyProps<T>) {
  const { table, pins, selectable, renderExpanded, rows, isLoading, isError, unsupported, onRetry, emptyText, rowName } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const nameOf = (row: { original: T; index: number }) => (rowName ? rowName(row.original) : `第 ${row.index + 1} 行`);
  const span = table.getVisibleLeafColumns().length + (selectable ? 1 : 0) + (renderExpanded ? 1 : 0);
  const pageRows = table.getRowModel().rows;

  if (isLoading && !rows)
    return (
      <tbody>
        {Array.from({ length: 5 }, (_, i) => (
          <tr key={i} className="border-t border-slate-100">
            <td colSpan={span} className="px-3 py-3">
              <div className="h-5 animate-pulse rounded bg-slate-100" />
            </td>
          </tr>
        ))}
      </tbody>
    );
  if (isError && unsupported)
    return (
      <tbody>
        <Note span={span} className="text-slate-400" role="status">
          {UNSUPPORTED_MESSAGE}
        </Note>
      </tbody>
    );
  if (isError)
    return (
      <tbody>
        <Note span={span} role="alert">
          数据加载失败
          <Button size="sm" className="ml-3" onClick={onRetry}>
            重试
          </Button>
        </Note>
      </tbody>
    );
  if (pageRows.length === 0)
    return (
      <tbody>
        <Note span={span}>{emptyText}</Note>
      </tbody>
    );
  return (
    <tbody>
      {pageRows.map((row) => {
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
                <td className={`${pinned} px-3 py-2.5 align-middle`} style={fixedWidth(EXPAND_WIDTH, pins.expandLeft)}>
                  <button type="button" aria-expanded={open} aria-label={expandLabel} title={expandLabel} onClick={() => toggleExpanded(row.id)} className="inline-flex size-6 items-center justify-center rounded text-slate-500 hover:text-primary">
                    <Icon name={open ? 'chevron-down' : 'chevron-right'} size={14} />
                  </button>
                </td>
              )}
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={`px-3 py-2.5 align-middle ${pins.pinOf(cell.column.id).className}`} style={pins.pinOf(cell.column.id).style}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
            {open && (
              <tr className="bg-slate-50">
                <td colSpan={span} className="px-12 py-3">
                  {renderExpanded(row.original)}
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </tbody>
  );
}

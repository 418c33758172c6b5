import { useState, type ReactNode } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';

/**
 * The checks of a table's rows: the caller's when it keeps them (say, across reloads of one page), else
 * the table's own, which belong to the page they were made on: new rows, no checks.
 */
export function useRowChecks<T>(rows: T[] | undefined, kept: RowSelectionState | undefined, onKeptChange: ((next: RowSelectionState) => void) | undefined) {
  const [own, setOwn] = useState<RowSelectionState>({});
  const [checkedRows, setCheckedRows] = useState(rows);
  if (checkedRows !== rows) {
    setCheckedRows(rows);
    setOwn({});
  }
  const set = (next: RowSelectionState) => (kept ? onKeptChange?.(next) : setOwn(next));
  return [kept ?? own, set] as const;
}

/** The bulk bar: how many rows are checked, and the caller's actions on them. */
export function BulkBar({ count, children }: { count: number; children: ReactNode }) {
  return (
    <div role="toolbar" aria-label="批量操作" className="flex items-center gap-2 text-xs text-slate-500">
      <span>已选 {count} 项</span>
      {children}
    </div>
  );
}

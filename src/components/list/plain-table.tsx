import type { ReactNode } from 'react';

// Apart from DataTable: a form's or drawer's small table does not load the list's table engine.

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

import type { ReactNode } from 'react';

export const cellClass = 'px-3 py-2 align-middle';

/** A small table of order lines inside a dialog or the drawer. */
export function LinesTable({ label, headers, children }: { label: string; headers: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded border border-slate-200">
      <table aria-label={label} className="w-full min-w-max text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

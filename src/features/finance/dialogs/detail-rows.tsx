import type { ReactNode } from 'react';

/** Label–value rows of a detail dialog; a missing value shows '-'. */
export function DetailRows({ label, rows }: { label: string; rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    // The group names the list for assistive tech; a role on the <dl> itself would break its dt/dd semantics.
    <div role="group" aria-label={label}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-slate-500">{name}：</dt>
            <dd className="break-all text-slate-800">{value === undefined || value === null || value === '' ? '-' : value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

import type { ReactNode } from 'react';

/** The look of a filter's select box. */
export const filterSelectClass = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm text-slate-800';

/** A list filter: a small caption over its control. */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-slate-500">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A choice filter: 全部 (the value '') or one of the options. */
export function FilterSelect({ id, value, options, onChange, className = '' }: {
  id: string;
  value: string | number | undefined;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <select id={id} className={`${filterSelectClass} ${className}`} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
      <option value="">全部</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

import { Button } from '../ui/button';
import { Select } from '../ui/select';
import { useMemo, type ReactNode } from 'react';

/** The look of a filter's select box. */
export const filterSelectClass = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm text-slate-800';

/** A list's filters in a row, with 重置 at the end when the list can be reset. */
export function FilterBar({ onReset, children }: { onReset?: () => void; children: ReactNode }) {
  return (
    <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
      {children}
      {onReset && <Button onClick={onReset}>重置</Button>}
    </section>
  );
}

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

/** A choice filter: 全部 (the value '') or one of the options, in the console's `Select`. */
export function FilterSelect({ id, value, options, onChange, className = 'w-40' }: {
  id: string;
  value: string | number | undefined;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  onChange: (value: string) => void;
  className?: string;
}) {
  const choices = useMemo(() => [{ value: '', label: '全部' }, ...options.map((o) => ({ value: String(o.value), label: o.label }))], [options]);
  return <Select id={id} value={value ?? ''} options={choices} onChange={onChange} className={className} />;
}

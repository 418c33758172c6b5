import { Button } from '../ui/button';
import { Select, type SelectOption } from '../ui/select';
import { useMemo, type ReactNode } from 'react';

/** The look of a filter's select box. */
export const filterSelectClass = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm text-slate-800';

/**
 * A list's filters, with 查询 and 重置 (when the list offers them) at the end of the first line: the
 * filters wrap among themselves, so the buttons never drop below them on a laptop screen; on a phone
 * they go under the filters. `lead` is a captionless control on a line of its own above the filters
 * (the order list's 时间选择): the buttons sit level with it rather than with the captioned filters under it.
 */
export function FilterBar({ onQuery, onReset, lead, children }: { onQuery?: () => void; onReset?: () => void; lead?: ReactNode; children: ReactNode }) {
  const filters = <div className="flex flex-wrap items-end gap-x-6 gap-y-3">{children}</div>;
  return (
    <section aria-label="筛选" className="flex flex-wrap items-start gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
      <div className="flex min-w-64 flex-1 basis-0 flex-col gap-3">
        {lead}
        {filters}
      </div>
      {(onQuery || onReset) && (
        // Level with the first line's controls: the lead's, or those under the filters' captions.
        <div className={`flex gap-2 ${lead ? '' : 'pt-5'}`}>
          {onQuery && (
            <Button variant="primary" onClick={onQuery}>
              查询
            </Button>
          )}
          {onReset && <Button onClick={onReset}>重置</Button>}
        </div>
      )}
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

/**
 * A choice filter: 全部 (nothing chosen) or one of the options, in the console's `Select`. It hands back
 * the option's own value (a number, a flag, a word), or undefined for 全部. With a `label`, it stands in a
 * FilterField under that caption.
 */
export function FilterSelect<V extends string | number | boolean>({ id, label, value, options, onChange, className = 'w-40' }: {
  id: string;
  label?: string;
  value: V | undefined;
  options: readonly SelectOption<V>[];
  onChange: (value: V | undefined) => void;
  className?: string;
}) {
  const choices = useMemo(() => [{ value: null, label: '全部' }, ...options], [options]);
  const select = <Select<V | null> id={id} value={value ?? null} options={choices} onChange={(chosen) => onChange(chosen ?? undefined)} className={className} />;
  return label === undefined ? select : (
    <FilterField id={id} label={label}>
      {select}
    </FilterField>
  );
}

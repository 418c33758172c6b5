import type { ReactNode } from 'react';

/** A form row: the label on the left, the control and its error on the right. */
export function Row({ id, label, required, error, errorId, children }: { id?: string; label: string; required?: boolean; error?: string; errorId: string; children: ReactNode }) {
  const labelClass = `pt-1.5 text-right text-sm text-slate-600 ${required ? "before:mr-0.5 before:text-danger before:content-['*']" : ''}`;
  return (
    <div className="grid grid-cols-[9rem_1fr] items-start gap-x-3 gap-y-1">
      {/* The required mark is drawn by CSS, so it is not part of the field's accessible name. */}
      {id ? (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      ) : (
        <span className={labelClass}>{label}</span>
      )}
      <div className="min-w-0">
        {children}
        <p id={errorId} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
          {error}
        </p>
      </div>
    </div>
  );
}

/** A choice between two or more values as radios, in a labelled group. */
export function Choice<V extends string | number | boolean>({ name, label, value, onChange, options }: { name: string; label: string; value: V; onChange: (v: V) => void; options: ReadonlyArray<{ value: V; label: string }> }) {
  return (
    <fieldset className="flex items-center pb-5">
      <legend className="float-left mr-3 w-36 shrink-0 text-right text-sm text-slate-600">{label}</legend>
      <div className="flex flex-wrap items-center gap-5">
        {options.map((o) => (
          <label key={String(o.value)} className="flex items-center gap-1.5 text-sm text-slate-700">
            <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

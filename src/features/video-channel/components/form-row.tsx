import type { ReactNode } from 'react';

/** A labelled row: the label, the control, and its error or hint; `narrow` for short labels (申请接入). */
export function Row({ id, label, required = false, error, hint, narrow = false, children }: { id: string; label: string; required?: boolean; error?: string; hint?: string; narrow?: boolean; children: ReactNode }) {
  return (
    <div className={`grid ${narrow ? 'grid-cols-[7rem_1fr]' : 'grid-cols-[8rem_1fr]'} items-start gap-x-3`}>
      <label htmlFor={id} className={`pt-1.5 text-right text-sm text-slate-600 ${required ? "before:mr-0.5 before:text-danger before:content-['*']" : ''}`}>
        {label}
      </label>
      <div className="min-w-0">
        {children}
        <p id={`${id}-error`} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-5 text-danger">
          {error ?? (hint ? <span className="text-slate-500">{hint}</span> : null)}
        </p>
      </div>
    </div>
  );
}

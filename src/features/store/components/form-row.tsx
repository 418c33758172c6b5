import type { ReactNode } from 'react';

/** A form row: the label on the left (a * drawn by CSS when required), the control and its error on the right. */
export function FormRow({ id, label, required, error, children, labelFor }: { id: string; label: string; required?: boolean; error?: string; children: ReactNode; labelFor?: boolean }) {
  const labelClass = `pt-1.5 text-right text-sm text-slate-600 ${required ? "before:mr-0.5 before:text-danger before:content-['*']" : ''}`;
  return (
    <div className="grid grid-cols-[9rem_1fr] items-start gap-x-3 gap-y-1">
      {labelFor === false ? (
        <span className={labelClass}>{label}</span>
      ) : (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      )}
      <div className="min-w-0">
        {children}
        <p id={`${id}-error`} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
          {error}
        </p>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';

/** The look of a form's select box (a Field's control), red when its value is refused. */
export const fieldSelectClass = (invalid = false) => `h-8 w-full rounded border bg-white px-2 text-sm text-slate-800 ${invalid ? 'border-danger' : 'border-slate-300'}`;

/** A labelled form row; the error is announced and kept out of the label's accessible name. */
export function Field({ id, label, error, children, className = '' }: { id: string; label: ReactNode; error?: string; children: ReactNode; className?: string }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm text-slate-600">
        {label}
      </label>
      {children}
      <p id={`${id}-error`} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
        {error}
      </p>
    </div>
  );
}

import type { ReactNode } from 'react';

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

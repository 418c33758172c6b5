import type { ReactNode } from 'react';

const LABEL_WIDTH = { 7: 'grid-cols-[7rem_1fr]', 8: 'grid-cols-[8rem_1fr]', 9: 'grid-cols-[9rem_1fr]' } as const;

export interface FormRowProps {
  /** The control the label names; the message line is `${id}-error` unless `errorId` says otherwise. */
  id?: string;
  label: string;
  required?: boolean;
  error?: string;
  /** The message line's id, for the control's aria-describedby. */
  errorId?: string;
  /** A note under the control (a suggested size, a format), shown whether or not there is a message. */
  hint?: ReactNode;
  /** The label names a group of controls rather than one: plain text instead of a <label>. */
  group?: boolean;
  /** The label column, in rem. */
  labelWidth?: keyof typeof LABEL_WIDTH;
  children: ReactNode;
}

/**
 * A row of a long form: the label on the left (a required one marked by CSS, so the mark is not part of
 * the field's accessible name), the control with its note and message on the right.
 */
export function FormRow({ id, label, required = false, error, errorId = id ? `${id}-error` : undefined, hint, group = false, labelWidth = 8, children }: FormRowProps) {
  const labelClass = `pt-1.5 text-right text-sm text-slate-600 ${required ? "before:mr-0.5 before:text-danger before:content-['*'_/_'']" : ''}`;
  return (
    <div className={`grid ${LABEL_WIDTH[labelWidth]} items-start gap-x-3 gap-y-1`}>
      {id && !group ? (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      ) : (
        <span className={labelClass}>{label}</span>
      )}
      <div className="min-w-0">
        {children}
        {hint && <p className="text-xs leading-5 text-slate-500">{hint}</p>}
        <p id={errorId} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
          {error}
        </p>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import type { LabelPosition } from './types';

export interface FormItemProps {
  id: string;
  label: string;
  showLabel: boolean;
  required: boolean;
  /** The control a <label for> names; groups leave it out and point at `${id}-label` instead. */
  labelFor?: string;
  labelPosition: LabelPosition;
  labelWidth: number;
  error?: string;
  tips?: string;
  /** Already checked to be http(s). */
  tipsHref?: string;
  children: ReactNode;
}

/**
 * An Element form item: label on the left, right or top, the control, tips and the error row.
 * Like ui/Field, the error is announced and kept out of the label's accessible name; unlike it,
 * the label can sit beside the control at a fixed width and can name a group through its id.
 */
export function FormItem({ id, label, showLabel, required, labelFor, labelPosition, labelWidth, error, tips, tipsHref, children }: FormItemProps) {
  const beside = labelPosition !== 'top';
  const labelClass = [
    'text-sm text-slate-600',
    showLabel ? '' : 'sr-only',
    beside ? `shrink-0 pr-3 leading-8 ${labelPosition === 'right' ? 'text-right' : 'text-left'}` : '',
    required ? "before:mr-1 before:text-danger before:content-['*']" : '',
  ].join(' ');
  const tipsText = tips || tipsHref;
  return (
    <div className={beside ? 'flex items-start' : 'flex flex-col gap-1'}>
      <label id={`${id}-label`} htmlFor={labelFor} className={labelClass} style={beside && showLabel ? { width: labelWidth } : undefined}>
        {label}
      </label>
      <div className="min-w-0 flex-1">
        {children}
        {tipsText && (
          <p id={`${id}-tips`} className="mt-1 text-xs leading-5 text-slate-500">
            {tipsHref ? (
              <a href={tipsHref} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                {tipsText}
              </a>
            ) : (
              tipsText
            )}
          </p>
        )}
        <p id={`${id}-error`} role={error ? 'alert' : undefined} className="min-h-5 text-xs leading-5 text-danger">
          {error}
        </p>
      </div>
    </div>
  );
}

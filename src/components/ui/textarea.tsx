import type { Ref, TextareaHTMLAttributes } from 'react';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line input looking like the console's Input. */
export function Textarea({ invalid = false, className = '', ...rest }: TextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={`w-full rounded border bg-white px-3 py-1.5 text-sm text-slate-800 outline-none transition-colors placeholder:text-slate-400 focus:border-primary disabled:bg-slate-100 ${invalid ? 'border-danger' : 'border-slate-300 hover:border-slate-400'} ${className}`}
      {...rest}
    />
  );
}

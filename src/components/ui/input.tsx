import type { InputHTMLAttributes, Ref } from 'react';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A width given by the caller (w-40, !w-28, size-8) replaces the full width: both in one class list would leave the winner to the stylesheet's order. */
const hasWidth = (className: string) => /(?:^|\s)!?(?:w-|size-)/.test(className);

export function Input({ invalid = false, className = '', ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={`h-8 ${hasWidth(className) ? '' : 'w-full'} rounded border bg-white px-3 text-sm text-slate-800 outline-none transition-colors placeholder:text-slate-400 focus:border-primary disabled:bg-slate-100 ${invalid ? 'border-danger' : 'border-slate-300 hover:border-slate-400'} ${className}`}
      {...rest}
    />
  );
}

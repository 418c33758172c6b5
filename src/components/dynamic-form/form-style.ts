import type { CSSProperties } from 'react';
import type { FormSize } from './types';

/** Element's sizes over ui/Input, whose own height is 'small'. Important: Input already sets h-8. */
export const CONTROL_SIZE: Record<FormSize, string> = {
  large: 'h-10!',
  medium: 'h-9!',
  small: '',
  mini: 'h-7! text-xs!',
};

export const BUTTON_SIZE: Record<FormSize, 'sm' | 'md' | 'lg'> = { large: 'lg', medium: 'md', small: 'sm', mini: 'sm' };

/** The same sizes for the console's Select, whose trigger grows (a multiple select's tags wrap): a least height, not a fixed one. */
export const SELECT_SIZE: Record<FormSize, string> = {
  large: 'min-h-10',
  medium: 'min-h-9',
  small: '',
  mini: 'min-h-7 text-xs',
};

/** Textareas dressed like ui/Input. */
export function boxClass(invalid: boolean, className = '') {
  return `w-full rounded border bg-white px-3 text-sm text-slate-800 outline-none transition-colors placeholder:text-slate-400 focus:border-primary disabled:cursor-not-allowed disabled:bg-slate-100 ${invalid ? 'border-danger' : 'border-slate-300 hover:border-slate-400'} ${className}`;
}

// Written out so Tailwind finds every class in the source.
const SPAN_CLASSES = [
  'col-span-1', 'col-span-2', 'col-span-3', 'col-span-4', 'col-span-5', 'col-span-6',
  'col-span-7', 'col-span-8', 'col-span-9', 'col-span-10', 'col-span-11', 'col-span-12',
  'col-span-13', 'col-span-14', 'col-span-15', 'col-span-16', 'col-span-17', 'col-span-18',
  'col-span-19', 'col-span-20', 'col-span-21', 'col-span-22', 'col-span-23', 'col-span-24',
] as const;

/** A column of `span` out of Element's 24. */
export function spanClass(span: number) {
  return SPAN_CLASSES[Math.min(24, Math.max(1, Math.round(span))) - 1];
}

export const ROW_CLASS = 'grid grid-cols-24 gap-x-(--form-gutter)';

export function gutterStyle(gutter: number): CSSProperties {
  return { '--form-gutter': `${gutter}px` } as CSSProperties;
}

import type { ReactNode } from 'react';
import type { Tone } from '@/lib/enums';

/** Each tone's text and background meet 4.5:1. */
const tones: Record<Tone, string> = {
  success: 'bg-green-50 text-green-700',
  warning: 'bg-amber-50 text-amber-800',
  danger: 'bg-red-50 text-red-700',
  info: 'bg-slate-100 text-slate-700',
  primary: 'bg-primary-soft text-primary-active',
};

/** A status or type shown as a small coloured label (the tone comes from lib/enums). */
export function Tag({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs whitespace-nowrap ${tones[tone]}`}>{children}</span>;
}

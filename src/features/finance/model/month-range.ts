import dayjs from 'dayjs';

/** How far back the monthly bills' choice reaches. */
const MONTHS_BACK = 36;

/** The months offered, this one first: `yyyy-MM`. */
export function monthChoices(now: Date): { value: string; label: string }[] {
  const month = dayjs(now).startOf('month');
  return Array.from({ length: MONTHS_BACK }, (_, i) => {
    const text = month.subtract(i, 'month').format('YYYY-MM');
    return { value: text, label: text };
  });
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first and last month of a monthly bills' `dateLimit` (`yyyy-MM,yyyy-MM`; one month alone, as older addresses have it, is both). */
export function monthRangeOf(dateLimit: string | undefined): [string, string] | null {
  const parts = (dateLimit ?? '').split(',').map((p) => p.trim());
  const [first, last = first] = parts;
  if (parts.length > 2 || !first || !MONTH.test(first) || !MONTH.test(last)) return null;
  return first <= last ? [first, last] : [last, first];
}

/** A choice of months as the `dateLimit` sent: both ends, in order; undefined when either is cleared (全部). */
export function monthRangeText(first: string | undefined, last: string | undefined): string | undefined {
  if (!first || !last) return undefined;
  return first <= last ? `${first},${last}` : `${last},${first}`;
}

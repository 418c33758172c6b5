import dayjs, { type Dayjs } from 'dayjs';

/** Calendar dates as the backend and `<input type="date">` both write them. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** [start, end], both inclusive, in DATE_FORMAT. */
export type DateRange = readonly [start: string, end: string];

/** The relative ranges the backend's `dateLimit` parameter understands by name. */
export type DateKeyword = 'today' | 'yesterday' | 'lately7' | 'lately30' | 'month' | 'year';

/** Every shortcut that can be turned into dates: the backend keywords plus the pickers' 最近一年. */
export type RangeShortcut = DateKeyword | 'lastYear';

export interface Shortcut<K> {
  key: K;
  label: string;
}

/** SPEC.md §2, set A: the shortcuts beside a date-range picker. */
export const PICKER_SHORTCUTS: readonly Shortcut<RangeShortcut>[] = [
  { key: 'yesterday', label: '昨天' },
  { key: 'lately7', label: '最近7天' },
  { key: 'month', label: '本月' },
  { key: 'lately30', label: '最近30天' },
  { key: 'lastYear', label: '最近一年' },
];

/** SPEC.md §2, set B: the radio buttons of list filters; 全部 is the empty dateLimit. */
export const FILTER_SHORTCUTS: readonly Shortcut<DateKeyword | ''>[] = [
  { key: '', label: '全部' },
  { key: 'today', label: '今天' },
  { key: 'yesterday', label: '昨天' },
  { key: 'lately7', label: '最近7天' },
  { key: 'lately30', label: '最近30天' },
  { key: 'month', label: '本月' },
  { key: 'year', label: '本年' },
];

const DATE_KEYWORDS: readonly DateKeyword[] = ['today', 'yesterday', 'lately7', 'lately30', 'month', 'year'];

export function isDateKeyword(value: string): value is DateKeyword {
  return (DATE_KEYWORDS as readonly string[]).includes(value);
}

/** A real calendar date in DATE_FORMAT; dayjs alone would roll 2024-02-30 over into March. */
export function isDateString(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DATE_FORMAT) === value;
}

/** Ends on the start day are allowed (a one-day range); ends before it are not. */
export function isValidRange(start: string, end: string): boolean {
  return isDateString(start) && isDateString(end) && start <= end;
}

const format = (day: Dayjs) => day.format(DATE_FORMAT);

/**
 * The dates a shortcut stands for on the day `now` falls on. "Last n days" count today as one of
 * them, as the backend does for lately7 and lately30; 最近一年 follows suit and spans a year up to today.
 */
export function shortcutRange(shortcut: RangeShortcut, now: Date = new Date()): DateRange {
  const today = dayjs(now).startOf('day');
  switch (shortcut) {
    case 'today':
      return [format(today), format(today)];
    case 'yesterday': {
      const yesterday = today.subtract(1, 'day');
      return [format(yesterday), format(yesterday)];
    }
    case 'lately7':
      return [format(today.subtract(6, 'day')), format(today)];
    case 'lately30':
      return [format(today.subtract(29, 'day')), format(today)];
    case 'month':
      return [format(today.startOf('month')), format(today)];
    case 'year':
      return [format(today.startOf('year')), format(today)];
    case 'lastYear':
      return [format(today.subtract(1, 'year').add(1, 'day')), format(today)];
  }
}

/** What a backend `dateLimit` string says: nothing (全部), a keyword, or explicit dates. */
export type DateLimit = { type: 'all' } | { type: 'keyword'; keyword: DateKeyword } | { type: 'range'; start: string; end: string };

/**
 * Reads a `dateLimit`: '' for all time, a keyword such as 'lately7', or 'yyyy-MM-dd,yyyy-MM-dd'.
 * Returns null for anything else, including an end before the start.
 */
export function parseDateLimit(value: string | null | undefined): DateLimit | null {
  const text = (value ?? '').trim();
  if (!text) return { type: 'all' };
  if (isDateKeyword(text)) return { type: 'keyword', keyword: text };
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 2) return null;
  const [start, end] = parts as [string, string];
  return isValidRange(start, end) ? { type: 'range', start, end } : null;
}

export function formatDateLimit(limit: DateLimit): string {
  switch (limit.type) {
    case 'all':
      return '';
    case 'keyword':
      return limit.keyword;
    case 'range':
      return rangeToDateLimit(limit.start, limit.end);
  }
}

/** Explicit dates as a `dateLimit`; throws on an invalid range so a bad value never reaches a query. */
export function rangeToDateLimit(start: string, end: string): string {
  if (!isValidRange(start, end)) throw new RangeError(`Invalid date range: ${start},${end}`);
  return `${start},${end}`;
}

/** The dates a `dateLimit` covers on the day of `now`; null for all time or an unreadable value. */
export function dateLimitToRange(value: string | null | undefined, now: Date = new Date()): DateRange | null {
  const limit = parseDateLimit(value);
  if (!limit || limit.type === 'all') return null;
  if (limit.type === 'keyword') return shortcutRange(limit.keyword, now);
  return [limit.start, limit.end];
}

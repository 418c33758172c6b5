import dayjs, { type Dayjs } from 'dayjs';

/**
 * Dates and times as text, the way the backend writes them and the console shows them whatever the
 * browser's language: 'yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd' or 'HH:mm:ss', in local time.
 */
export type DateTimeMode = 'datetime' | 'date' | 'time';

export const FORMATS: Record<DateTimeMode, string> = {
  datetime: 'YYYY-MM-DD HH:mm:ss',
  date: 'YYYY-MM-DD',
  time: 'HH:mm:ss',
};

export const PLACEHOLDERS: Record<DateTimeMode, string> = {
  datetime: 'yyyy-MM-dd HH:mm:ss',
  date: 'yyyy-MM-dd',
  time: 'HH:mm:ss',
};

const DATE_PART = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const TIME_PART = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/;

/** A day of the calendar: the date part is all it reads; times-only values fall on an arbitrary fixed day. */
const BASE_DAY = '2000-01-01';

function readDate(text: string): Dayjs | null {
  const match = DATE_PART.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = dayjs(new Date(y, m - 1, d));
  // new Date rolls 2024-02-30 over into March; a date that does not exist is refused instead.
  return day.year() === y && day.month() === m - 1 && day.date() === d ? day : null;
}

function readTime(text: string): [number, number, number] | null {
  const match = TIME_PART.exec(text);
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  const s = Number(match[3] ?? 0);
  return h < 24 && m < 60 && s < 60 ? [h, m, s] : null;
}

/**
 * Typed text as a moment, or null when it is not one. Lenient where nothing is ambiguous: single-digit
 * parts, a 'T' between date and time, minutes without seconds, and a bare date for a date-time (midnight).
 */
export function parseDateTime(text: string | null | undefined, mode: DateTimeMode = 'datetime'): Dayjs | null {
  const value = (text ?? '').trim();
  if (!value) return null;
  if (mode === 'time') {
    const time = readTime(value);
    return time ? dayjs(BASE_DAY).hour(time[0]).minute(time[1]).second(time[2]) : null;
  }
  const [datePart = '', timePart, ...rest] = value.split(/[ T]+/);
  if (rest.length > 0) return null;
  const day = readDate(datePart);
  if (!day) return null;
  if (mode === 'date') return timePart === undefined ? day : null;
  if (timePart === undefined) return day;
  const time = readTime(timePart);
  return time ? day.hour(time[0]).minute(time[1]).second(time[2]) : null;
}

export const formatMoment = (moment: Dayjs | Date, mode: DateTimeMode = 'datetime') => dayjs(moment).format(FORMATS[mode]);

/** Typed text in the mode's own format, or '' when it is not a moment. */
export function normalizeDateTime(text: string | null | undefined, mode: DateTimeMode = 'datetime'): string {
  const moment = parseDateTime(text, mode);
  return moment ? formatMoment(moment, mode) : '';
}

/** Milliseconds of a date-time text; NaN when it is empty or not a time. */
export const msOfDateTime = (text: string | null | undefined) => parseDateTime(text)?.valueOf() ?? Number.NaN;

/** A moment cut to whole minutes, for fields the backend takes to the minute (WeChat live rooms). */
export const toWholeMinute = (text: string) => {
  const moment = parseDateTime(text);
  return moment ? formatMoment(moment.second(0)) : '';
};

/** The moment moved into [min, max]: a day picked in the calendar keeps to the bounds' times on their own days. */
export function clampDateTime(moment: Dayjs, mode: DateTimeMode, min?: string, max?: string): Dayjs {
  const low = parseDateTime(min, mode);
  const high = parseDateTime(max, mode);
  if (low && moment.isBefore(low)) return low;
  if (high && moment.isAfter(high)) return high;
  return moment;
}

/** Whether any moment of the day lies within [min, max] (the calendar disables the other days). */
export function isDayAllowed(day: Dayjs, mode: DateTimeMode, min?: string, max?: string): boolean {
  const low = parseDateTime(min, mode);
  const high = parseDateTime(max, mode);
  return !(low && day.endOf('day').isBefore(low)) && !(high && day.startOf('day').isAfter(high));
}

/** The present moment as the mode holds it: today for a date, the time of day on the fixed day for a time. */
export const nowIn = (mode: DateTimeMode, now: Date = new Date()): Dayjs => parseDateTime(formatMoment(now, mode), mode) ?? dayjs(now);

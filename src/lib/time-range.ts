/**
 * The hourly time range of SPEC.md §2: whole hours from 00:00 to 24:00, end not before start,
 * stored as 'start,end' (e.g. '08:00,22:00').
 */

export interface TimeRange {
  start: string;
  end: string;
}

export const FIRST_HOUR = 0;
/** 24:00 rather than 23:00, so a range can run to the end of the day. */
export const LAST_HOUR = 24;
export const TIME_RANGE_ERROR = '结束时间不能早于开始时间';

export function formatHour(hour: number): string {
  if (!Number.isInteger(hour) || hour < FIRST_HOUR || hour > LAST_HOUR) throw new RangeError(`Not a whole hour: ${hour}`);
  return `${String(hour).padStart(2, '0')}:00`;
}

/** 'HH:00' to its hour; null for anything else, such as '8:00', '08:30' or '25:00'. */
export function parseHour(text: string): number | null {
  const match = /^(\d{2}):00$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  return hour >= FIRST_HOUR && hour <= LAST_HOUR ? hour : null;
}

/** 00:00, 01:00 … 24:00. */
export const HOUR_OPTIONS: readonly string[] = Array.from({ length: LAST_HOUR - FIRST_HOUR + 1 }, (_, i) => formatHour(FIRST_HOUR + i));

/** The problem with a range, in Chinese, or null when it is fine. A zero-length range is allowed. */
export function validateTimeRange(range: TimeRange): string | null {
  const start = parseHour(range.start);
  const end = parseHour(range.end);
  if (start === null) return '请选择开始时间';
  if (end === null) return '请选择结束时间';
  return end < start ? TIME_RANGE_ERROR : null;
}

/** Reads a stored 'start,end'; null when it is empty or malformed (the order is not checked here). */
export function parseTimeRange(value: string | null | undefined): TimeRange | null {
  const parts = (value ?? '').split(',').map((part) => part.trim());
  if (parts.length !== 2) return null;
  const [start, end] = parts as [string, string];
  return parseHour(start) === null || parseHour(end) === null ? null : { start, end };
}

/** The stored form; throws on an invalid range so one never reaches the server. */
export function formatTimeRange(range: TimeRange): string {
  const problem = validateTimeRange(range);
  if (problem) throw new RangeError(`${problem}: ${range.start},${range.end}`);
  return `${range.start},${range.end}`;
}

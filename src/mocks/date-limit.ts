import { formatDateTime } from './logic/time';

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
const span = (from: Date, to: Date): [string, string] => [formatDateTime(from), `${formatDateTime(to).slice(0, 10)} 23:59:59`];

/**
 * The backend's dateLimit filter as an inclusive [from, to] pair of date-time strings: either
 * 'yyyy-MM-dd,yyyy-MM-dd' or a keyword (today, yesterday, lately7, lately30, week, month, year).
 */
export function dateRangeOf(dateLimit: string | null | undefined, now = new Date()): [string, string] | null {
  if (!dateLimit) return null;
  const today = startOfDay(now);
  switch (dateLimit) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(addDays(today, -1), addDays(today, -1));
    case 'lately7':
      return span(addDays(today, -6), today);
    case 'lately30':
      return span(addDays(today, -29), today);
    case 'week':
      return span(addDays(today, -((today.getDay() + 6) % 7)), today);
    case 'month':
      return span(new Date(today.getFullYear(), today.getMonth(), 1), today);
    case 'year':
      return span(new Date(today.getFullYear(), 0, 1), today);
  }
  const match = /^(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})$/.exec(dateLimit);
  if (!match) return null;
  return [`${match[1]} 00:00:00`, `${match[2]} 23:59:59`];
}

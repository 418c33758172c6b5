/**
 * `<input type="datetime-local">` values ('yyyy-MM-ddTHH:mm', with ':ss' when the seconds are not zero)
 * and the backend's 'yyyy-MM-dd HH:mm:ss', both in local time.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The backend's time as a box's value; '' for none. */
export const toLocalInput = (server: string | undefined) => (server ? server.trim().replace(' ', 'T') : '');

/** A box's value as the backend's time; seconds default to zero. */
export function toServerTime(local: string): string {
  const [date = '', time = ''] = local.split('T');
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return `${date} ${h.padStart(2, '0')}:${m.padStart(2, '0')}:${s.slice(0, 2).padStart(2, '0')}`;
}

/** A moment as a box's value, to the minute. */
export const localInputOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** Milliseconds of a box's value; NaN when it is empty or not a time. */
export const msOfLocalInput = (local: string) => (local ? new Date(toServerTime(local).replace(' ', 'T')).getTime() : Number.NaN);

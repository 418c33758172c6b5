import dayjs from 'dayjs';
import { clampDateTime, isDayAllowed, msOfDateTime, normalizeDateTime, nowIn, parseDateTime, toWholeMinute } from './date-time';

describe('date-time text', () => {
  it('reads the console format and loose typing, and writes the console format', () => {
    expect(normalizeDateTime('2030-05-01 08:30:15')).toBe('2030-05-01 08:30:15');
    expect(normalizeDateTime('2030-5-1 8:30')).toBe('2030-05-01 08:30:00');
    expect(normalizeDateTime('2030-05-01T08:30:15')).toBe('2030-05-01 08:30:15');
    expect(normalizeDateTime('2030-05-01')).toBe('2030-05-01 00:00:00');
    expect(normalizeDateTime(' 2030-05-01 08:30:00 ')).toBe('2030-05-01 08:30:00');
    expect(normalizeDateTime('2030-05-01', 'date')).toBe('2030-05-01');
    expect(normalizeDateTime('8:5', 'time')).toBe('08:05:00');
  });

  it('refuses what is not a moment, including days that do not exist', () => {
    for (const text of ['', '2030-05', '2024-02-30 10:00:00', '2030-13-01', '2030-05-01 24:00:00', '2030-05-01 10:60', '05/01/2030, 08:30 AM', 'not a time']) expect(parseDateTime(text)).toBeNull();
    expect(parseDateTime('2030-05-01 08:00:00', 'date')).toBeNull();
    expect(parseDateTime('2024-02-29')).not.toBeNull();
    expect(msOfDateTime('')).toBeNaN();
    expect(msOfDateTime('2030-05-01 08:05:42')).toBe(new Date(2030, 4, 1, 8, 5, 42).getTime());
  });

  it('keeps to whole minutes for WeChat and tells the present in each mode', () => {
    expect(toWholeMinute('2030-05-01 08:05:42')).toBe('2030-05-01 08:05:00');
    expect(toWholeMinute('junk')).toBe('');
    const now = new Date(2030, 4, 1, 8, 5, 42, 500);
    expect(nowIn('datetime', now).format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2030-05-01 08:05:42.000');
    expect(nowIn('date', now).format('YYYY-MM-DD HH:mm:ss')).toBe('2030-05-01 00:00:00');
    expect(nowIn('time', now).format('HH:mm:ss')).toBe('08:05:42');
  });

  it('keeps picked moments within the bounds and disables only days wholly outside them', () => {
    const min = '2030-05-01 12:00:00';
    const max = '2030-05-10 18:00:00';
    expect(clampDateTime(dayjs('2030-05-01 09:00:00'), 'datetime', min, max).format('YYYY-MM-DD HH:mm:ss')).toBe(min);
    expect(clampDateTime(dayjs('2030-05-11 09:00:00'), 'datetime', min, max).format('YYYY-MM-DD HH:mm:ss')).toBe(max);
    expect(clampDateTime(dayjs('2030-05-05 09:00:00'), 'datetime', min, max).format('YYYY-MM-DD HH:mm:ss')).toBe('2030-05-05 09:00:00');
    expect(isDayAllowed(dayjs('2030-05-01'), 'datetime', min, max)).toBe(true);
    expect(isDayAllowed(dayjs('2030-04-30'), 'datetime', min, max)).toBe(false);
    expect(isDayAllowed(dayjs('2030-05-10'), 'datetime', min, max)).toBe(true);
    expect(isDayAllowed(dayjs('2030-05-11'), 'datetime', min, max)).toBe(false);
    expect(isDayAllowed(dayjs('2030-05-11'), 'date')).toBe(true);
  });
});

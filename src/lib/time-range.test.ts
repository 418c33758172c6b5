import { formatHour, formatTimeRange, HOUR_OPTIONS, parseHour, parseTimeRange, validateTimeRange } from './time-range';

describe('hour options', () => {
  it('runs from 00:00 to 24:00 in steps of one hour', () => {
    expect(HOUR_OPTIONS).toHaveLength(25);
    expect(HOUR_OPTIONS[0]).toBe('00:00');
    expect(HOUR_OPTIONS[8]).toBe('08:00');
    expect(HOUR_OPTIONS.at(-1)).toBe('24:00');
  });

  it('formats and reads whole hours only', () => {
    expect(formatHour(9)).toBe('09:00');
    expect(() => formatHour(25)).toThrow(RangeError);
    expect(() => formatHour(8.5)).toThrow(RangeError);
    expect(parseHour('24:00')).toBe(24);
    expect(parseHour('08:30')).toBeNull();
    expect(parseHour('8:00')).toBeNull();
    expect(parseHour('25:00')).toBeNull();
  });
});

describe('time range', () => {
  it("reads the stored 'start,end'", () => {
    expect(parseTimeRange('08:00,22:00')).toEqual({ start: '08:00', end: '22:00' });
    expect(parseTimeRange('')).toBeNull();
    expect(parseTimeRange('08:00')).toBeNull();
    expect(parseTimeRange('08:00,22:30')).toBeNull();
  });

  it('allows an end equal to the start but not before it', () => {
    expect(validateTimeRange({ start: '08:00', end: '08:00' })).toBeNull();
    expect(validateTimeRange({ start: '00:00', end: '24:00' })).toBeNull();
    expect(validateTimeRange({ start: '09:00', end: '08:00' })).toBe('结束时间不能早于开始时间');
    expect(validateTimeRange({ start: '', end: '08:00' })).toBe('请选择开始时间');
  });

  it('writes only valid ranges', () => {
    expect(formatTimeRange({ start: '08:00', end: '22:00' })).toBe('08:00,22:00');
    expect(() => formatTimeRange({ start: '22:00', end: '08:00' })).toThrow(RangeError);
  });
});

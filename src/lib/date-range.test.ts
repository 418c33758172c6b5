import {
  dateLimitToRange,
  FILTER_SHORTCUTS,
  formatDateLimit,
  isDateString,
  parseDateLimit,
  PICKER_SHORTCUTS,
  rangeToDateLimit,
  shortcutRange,
} from './date-range';

// A Wednesday in a leap year, late in the evening, so "today" must not spill into tomorrow.
const now = new Date(2024, 2, 13, 23, 30);

describe('shortcut sets (SPEC.md §2)', () => {
  it('offers 昨天 … 最近一年 beside date-range pickers', () => {
    expect(PICKER_SHORTCUTS.map((s) => s.label)).toEqual(['昨天', '最近7天', '本月', '最近30天', '最近一年']);
  });

  it('offers 全部 … 本年 in list filters, mapped to the backend keywords', () => {
    expect(FILTER_SHORTCUTS.map((s) => [s.label, s.key])).toEqual([
      ['全部', ''],
      ['今天', 'today'],
      ['昨天', 'yesterday'],
      ['最近7天', 'lately7'],
      ['最近30天', 'lately30'],
      ['本月', 'month'],
      ['本年', 'year'],
    ]);
  });
});

describe('shortcutRange', () => {
  it.each([
    ['today', '2024-03-13', '2024-03-13'],
    ['yesterday', '2024-03-12', '2024-03-12'],
    ['lately7', '2024-03-07', '2024-03-13'],
    ['lately30', '2024-02-13', '2024-03-13'],
    ['month', '2024-03-01', '2024-03-13'],
    ['year', '2024-01-01', '2024-03-13'],
    ['lastYear', '2023-03-14', '2024-03-13'],
  ] as const)('%s covers %s to %s', (shortcut, start, end) => {
    expect(shortcutRange(shortcut, now)).toEqual([start, end]);
  });

  it('crosses month and year boundaries', () => {
    const newYear = new Date(2025, 0, 1, 0, 5);
    expect(shortcutRange('yesterday', newYear)).toEqual(['2024-12-31', '2024-12-31']);
    expect(shortcutRange('lately7', newYear)).toEqual(['2024-12-26', '2025-01-01']);
    expect(shortcutRange('month', newYear)).toEqual(['2025-01-01', '2025-01-01']);
  });

  it('spans a year back from a leap day without an impossible date', () => {
    expect(shortcutRange('lastYear', new Date(2024, 1, 29))).toEqual(['2023-03-01', '2024-02-29']);
  });
});

describe('dateLimit strings', () => {
  it('reads empty as all time, keywords as keywords and two dates as a range', () => {
    expect(parseDateLimit('')).toEqual({ type: 'all' });
    expect(parseDateLimit(undefined)).toEqual({ type: 'all' });
    expect(parseDateLimit('lately30')).toEqual({ type: 'keyword', keyword: 'lately30' });
    expect(parseDateLimit('2024-01-01,2024-01-31')).toEqual({ type: 'range', start: '2024-01-01', end: '2024-01-31' });
    expect(parseDateLimit('2024-01-05,2024-01-05')).toEqual({ type: 'range', start: '2024-01-05', end: '2024-01-05' });
  });

  it.each(['lately8', '2024-01-31,2024-01-01', '2024-02-30,2024-03-01', '2024-1-1,2024-1-2', '2024-01-01', '2024-01-01,2024-01-02,2024-01-03'])(
    'rejects %j',
    (value) => {
      expect(parseDateLimit(value)).toBeNull();
    },
  );

  it('writes what it reads', () => {
    for (const value of ['', 'today', 'year', '2023-12-01,2024-01-15']) {
      const limit = parseDateLimit(value);
      expect(limit && formatDateLimit(limit)).toBe(value);
    }
  });

  it('joins dates with a comma and refuses an end before the start', () => {
    expect(rangeToDateLimit('2024-03-01', '2024-03-13')).toBe('2024-03-01,2024-03-13');
    expect(() => rangeToDateLimit('2024-03-13', '2024-03-01')).toThrow(RangeError);
  });

  it('turns any dateLimit into the dates it covers', () => {
    expect(dateLimitToRange('', now)).toBeNull();
    expect(dateLimitToRange('month', now)).toEqual(['2024-03-01', '2024-03-13']);
    expect(dateLimitToRange('2024-01-01,2024-01-31', now)).toEqual(['2024-01-01', '2024-01-31']);
  });

  it('checks real calendar dates', () => {
    expect(isDateString('2024-02-29')).toBe(true);
    expect(isDateString('2023-02-29')).toBe(false);
    expect(isDateString('2024/02/01')).toBe(false);
  });
});

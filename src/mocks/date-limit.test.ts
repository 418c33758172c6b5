import { dateRangeOf } from './date-limit';

describe("the demo backend's dateLimit filter", () => {
  const now = new Date(2026, 10, 22, 15, 30); // Sunday 22 Nov 2026

  it('reads explicit ranges inclusively', () => {
    expect(dateRangeOf('2026-11-01,2026-11-05', now)).toEqual(['2026-11-01 00:00:00', '2026-11-05 23:59:59']);
  });

  it('reads the keywords', () => {
    expect(dateRangeOf('today', now)).toEqual(['2026-11-22 00:00:00', '2026-11-22 23:59:59']);
    expect(dateRangeOf('yesterday', now)).toEqual(['2026-11-21 00:00:00', '2026-11-21 23:59:59']);
    expect(dateRangeOf('lately7', now)).toEqual(['2026-11-16 00:00:00', '2026-11-22 23:59:59']);
    expect(dateRangeOf('month', now)).toEqual(['2026-11-01 00:00:00', '2026-11-22 23:59:59']);
    expect(dateRangeOf('week', now)?.[0]).toBe('2026-11-16 00:00:00');
  });

  it('ignores what it cannot read', () => {
    expect(dateRangeOf(null, now)).toBeNull();
    expect(dateRangeOf('soon', now)).toBeNull();
  });
});

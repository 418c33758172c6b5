import { monthChoices, monthRangeOf, monthRangeText } from './month-range';

describe('the monthly bills’ month range', () => {
  it('reads yyyy-MM,yyyy-MM in order, one month (older addresses) as both ends, and nothing else', () => {
    expect(monthRangeOf('2026-03,2026-05')).toEqual(['2026-03', '2026-05']);
    expect(monthRangeOf('2026-05,2026-03')).toEqual(['2026-03', '2026-05']);
    expect(monthRangeOf('2026-05')).toEqual(['2026-05', '2026-05']);
    expect(monthRangeOf('2026-13')).toBeNull();
    expect(monthRangeOf('2026-01,2026-02,2026-03')).toBeNull();
    expect(monthRangeOf(undefined)).toBeNull();
  });

  it('writes a choice as the range sent, ends in order, and nothing once an end is cleared', () => {
    expect(monthRangeText('2026-05', '2026-03')).toBe('2026-03,2026-05');
    expect(monthRangeText('2026-05', '2026-05')).toBe('2026-05,2026-05');
    expect(monthRangeText(undefined, '2026-05')).toBeUndefined();
  });

  it('offers 36 months, this one first', () => {
    const months = monthChoices(new Date(2026, 10, 29));
    expect(months).toHaveLength(36);
    expect([months[0]?.value, months[35]?.value]).toEqual(['2026-11', '2023-12']);
  });
});

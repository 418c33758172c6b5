import * as fc from 'fast-check';
import { Big } from 'big.js';
import { listSearch, PAGE_SIZES, textFilter } from '@/components/list/list-search';
import { parseDateLimit, rangeToDateLimit, dateLimitToRange } from './date-range';
import { addMoney, compareMoney, money, mulMoney, subMoney } from './format';
import { formatTimeRange, parseTimeRange, validateTimeRange } from './time-range';
import { cleanUserSearch, MAX_NUMERIC_SEARCH } from './user-search';

/** Amounts as the backend sends them: yuan with at most two decimals, within the price range. */
const amount = fc.integer({ min: -99_999_999, max: 99_999_999 }).map((cents) => cents / 100);

describe('money math (property)', () => {
  it('adds in any order and never shows a floating-point error', () => {
    fc.assert(
      fc.property(amount, amount, amount, (a, b, c) => {
        expect(addMoney(a, b, c)).toBe(addMoney(c, a, b));
        expect(addMoney(a, b)).toMatch(/^-?\d+\.\d{2}$/);
        expect(addMoney(a, b)).toBe(new Big(Math.round(a * 100)).plus(Math.round(b * 100)).div(100).toFixed(2));
      }),
    );
  });

  it('undoes an addition by subtracting, and multiplying by 1 changes nothing', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(subMoney(addMoney(a, b), b)).toBe(money(a));
        expect(mulMoney(a, 1)).toBe(money(a));
        expect(compareMoney(addMoney(a, Math.abs(b)), a)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('prices a quantity exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 0, max: 999 }), (cents, quantity) => {
        expect(mulMoney(cents / 100, quantity)).toBe(((cents * quantity) / 100).toFixed(2));
      }),
    );
  });
});

describe('user search normalisation (property)', () => {
  it('keeps only digits for uid and phone, never above 99999999999', () => {
    fc.assert(
      fc.property(fc.constantFrom('uid' as const, 'phone' as const), fc.string(), (type, text) => {
        const clean = cleanUserSearch(type, text);
        expect(clean).toMatch(/^\d*$/);
        expect(Number(clean || 0)).toBeLessThanOrEqual(MAX_NUMERIC_SEARCH);
      }),
    );
  });

  it('leaves nickname searches as typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(cleanUserSearch('nickname', text)).toBe(text);
      }),
    );
  });
});

describe('range selectors (property)', () => {
  it('hourly ranges: a valid range survives format and parse, an inverted one is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 }), (x, y) => {
        const [start, end] = [Math.min(x, y), Math.max(x, y)].map((h) => `${String(h).padStart(2, '0')}:00`);
        expect(parseTimeRange(formatTimeRange({ start, end }))).toEqual({ start, end });
        // Reversed, it is refused exactly when the hours differ.
        expect(validateTimeRange({ start: end, end: start }) === null).toBe(x === y);
      }),
    );
  });

  it('date ranges: a range written as dateLimit reads back the same', () => {
    const day = fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (x, y) => {
        const [start, end] = x <= y ? [x, y] : [y, x];
        const limit = rangeToDateLimit(start, end);
        expect(parseDateLimit(limit)).toEqual({ type: 'range', start, end });
        expect(dateLimitToRange(limit)).toEqual([start, end]);
      }),
    );
  });
});

describe('list search in the URL (property)', () => {
  const read = listSearch({ keywords: textFilter });
  it('opens any address: page at least 1, an offered size, text trimmed', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('page', 'limit', 'keywords', 'other'), fc.jsonValue()), (search) => {
        const parsed = read(search);
        expect(Number.isInteger(parsed.page) && parsed.page >= 1).toBe(true);
        expect(PAGE_SIZES).toContain(parsed.limit);
        expect(parsed.keywords ?? '').toBe((parsed.keywords ?? '').trim());
        expect(parsed).not.toHaveProperty('other');
      }),
    );
  });
});

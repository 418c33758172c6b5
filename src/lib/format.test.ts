import { Big } from 'big.js';
import {
  NUMBER_PATTERN,
  addMoney,
  compareMoney,
  divMoney,
  formatDate,
  formatDateTime,
  httpsUrl,
  isValidMoney,
  matchesNumberPattern,
  money,
  mulMoney,
  plainAmount,
  relativeTime,
  restrictNumberInput,
  subMoney,
  yuan,
} from './format';

/** Second timestamp of a local wall-clock time, so the tests hold in any time zone. */
const seconds = (...parts: [number, number, number, number?, number?, number?]) => {
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts;
  return new Date(year, month - 1, day, hour, minute, second).getTime() / 1000;
};

describe('formatDate', () => {
  it('formats a second timestamp as YYYY-MM-DD HH:mm on a 24-hour clock', () => {
    expect(formatDate(seconds(2024, 5, 6, 13, 4, 59))).toBe('2024-05-06 13:04');
    expect(formatDate(seconds(2024, 12, 31, 0, 0))).toBe('2024-12-31 00:00');
  });

  it('takes another dayjs pattern', () => {
    expect(formatDate(seconds(2024, 5, 6, 13, 4), 'YYYY年M月D日')).toBe('2024年5月6日');
  });

  it('gives an empty string for 0, null, undefined and non-finite values', () => {
    expect(formatDate(0)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats second timestamps, Dates and backend strings as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(seconds(2024, 5, 6, 13, 4, 5))).toBe('2024-05-06 13:04:05');
    expect(formatDateTime(new Date(2023, 0, 2, 3, 4, 5))).toBe('2023-01-02 03:04:05');
    expect(formatDateTime('2024-05-06 13:04:05')).toBe('2024-05-06 13:04:05');
    expect(formatDateTime('2024-05-06')).toBe('2024-05-06 00:00:00');
  });

  it('gives an empty string for empty or invalid input', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(0)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('2024-02-30 10:00:00')).toBe('');
    expect(formatDateTime('1700000000')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });
});

describe('relativeTime', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0);
  const ago = (secs: number) => now.getTime() / 1000 - secs;

  it('says 刚刚 under 30 s', () => {
    expect(relativeTime(ago(0), now)).toBe('刚刚');
    expect(relativeTime(ago(29), now)).toBe('刚刚');
  });

  it('counts minutes from 30 s to an hour, never 0分钟前', () => {
    expect(relativeTime(ago(30), now)).toBe('1分钟前');
    expect(relativeTime(ago(119), now)).toBe('1分钟前');
    expect(relativeTime(ago(59 * 60), now)).toBe('59分钟前');
    expect(relativeTime(ago(3599), now)).toBe('59分钟前');
  });

  it('counts hours from an hour to a day', () => {
    expect(relativeTime(ago(3600), now)).toBe('1小时前');
    expect(relativeTime(ago(23 * 3600), now)).toBe('23小时前');
    expect(relativeTime(ago(24 * 3600 - 1), now)).toBe('23小时前');
  });

  it('says 1天前 from one to two days', () => {
    expect(relativeTime(ago(24 * 3600), now)).toBe('1天前');
    expect(relativeTime(ago(47 * 3600), now)).toBe('1天前');
  });

  it('gives the date after two days: M月D日 HH:mm this year, the full date before', () => {
    expect(relativeTime(ago(48 * 3600), now)).toBe('6月13日 12:00');
    expect(relativeTime(seconds(2024, 1, 2, 8, 5), now)).toBe('1月2日 08:05');
    expect(relativeTime(seconds(2023, 12, 31, 23, 59), now)).toBe('2023-12-31 23:59');
  });

  it('tolerates a little clock skew and dates a future time', () => {
    expect(relativeTime(ago(-20), now)).toBe('刚刚');
    expect(relativeTime(ago(-3600), now)).toBe('6月15日 13:00');
  });

  it('gives an empty string without a timestamp', () => {
    expect(relativeTime(0, now)).toBe('');
    expect(relativeTime(null, now)).toBe('');
  });
});

describe('money', () => {
  it('always has two decimals', () => {
    expect(money(12.3)).toBe('12.30');
    expect(money('12')).toBe('12.00');
    expect(money(' 7.5 ')).toBe('7.50');
    expect(money(new Big('3.14159'))).toBe('3.14');
  });

  it('rounds half up, without binary floating-point error', () => {
    expect(money(1.005)).toBe('1.01');
    expect(money('1.004999')).toBe('1.00');
    expect(money(2.675)).toBe('2.68');
    expect(money(-1.005)).toBe('-1.01');
    expect(money(-0.001)).toBe('0.00');
  });

  it('counts null, undefined and blank as zero', () => {
    expect(money(null)).toBe('0.00');
    expect(money(undefined)).toBe('0.00');
    expect(money('')).toBe('0.00');
  });

  it('throws a RangeError for a non-numeric value', () => {
    expect(() => money('abc')).toThrow(RangeError);
    expect(() => money(Number.NaN)).toThrow(RangeError);
    expect(() => money(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('shows yuan with the ¥ prefix, sign first', () => {
    expect(yuan(12.3)).toBe('¥12.30');
    expect(yuan('-5')).toBe('-¥5.00');
    expect(yuan(0)).toBe('¥0.00');
  });

  it('words an amount without trailing zeros', () => {
    expect(plainAmount('100.00')).toBe('100');
    expect(plainAmount('99.50')).toBe('99.5');
    expect(plainAmount(99.5)).toBe('99.5');
    expect(plainAmount('0.00')).toBe('0');
    expect(plainAmount('-0.001')).toBe('0');
    expect(plainAmount('1.005')).toBe('1.01');
  });
});

describe('money arithmetic', () => {
  it('adds exactly', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMoney(0.1, 0.2)).toBe('0.30');
    expect(addMoney('0.1', new Big(0.2), null, 0.7)).toBe('1.00');
    expect(addMoney()).toBe('0.00');
    // Rounded once at the end, not per term.
    expect(addMoney(0.004, 0.004)).toBe('0.01');
  });

  it('subtracts exactly', () => {
    expect(subMoney(0.3, 0.1)).toBe('0.20');
    expect(subMoney(1, 1.5)).toBe('-0.50');
  });

  it('multiplies price by quantity exactly', () => {
    expect(19.9 * 3).not.toBe(59.7);
    expect(mulMoney(19.9, 3)).toBe('59.70');
    expect(mulMoney('1.15', 3)).toBe('3.45');
    expect(mulMoney(0.07, 100)).toBe('7.00');
  });

  it('divides with half-up rounding and refuses zero', () => {
    expect(divMoney(10, 3)).toBe('3.33');
    expect(divMoney(20, 3)).toBe('6.67');
    expect(divMoney('0.3', '0.1')).toBe('3.00');
    expect(() => divMoney(1, 0)).toThrow('Division by zero');
  });

  it('compares exact values', () => {
    expect(compareMoney(0.3, addMoney(0.1, 0.2))).toBe(0);
    expect(compareMoney('10.00', 9.99)).toBe(1);
    expect(compareMoney(null, '0.01')).toBe(-1);
  });
});

describe('isValidMoney', () => {
  it('accepts the product price range 0.01–999999.99', () => {
    expect(isValidMoney(0.01)).toBe(true);
    expect(isValidMoney('999999.99')).toBe(true);
    expect(isValidMoney('12.3')).toBe(true);
    expect(isValidMoney(new Big('100'))).toBe(true);
  });

  it('rejects values out of range, over-precise, blank or non-numeric', () => {
    expect(isValidMoney(0)).toBe(false);
    expect(isValidMoney('0.00')).toBe(false);
    expect(isValidMoney(1_000_000)).toBe(false);
    expect(isValidMoney('1000000.00')).toBe(false);
    expect(isValidMoney('999999.991')).toBe(false);
    expect(isValidMoney(1.234)).toBe(false);
    expect(isValidMoney(0.1 + 0.2)).toBe(false);
    expect(isValidMoney(-1)).toBe(false);
    expect(isValidMoney('')).toBe(false);
    expect(isValidMoney(null)).toBe(false);
    expect(isValidMoney('abc')).toBe(false);
    expect(isValidMoney('1e3')).toBe(false);
  });

  it('takes another range', () => {
    expect(isValidMoney(0, { min: 0 })).toBe(true);
    expect(isValidMoney(100, { min: 1, max: 99 })).toBe(false);
    expect(isValidMoney('99', { min: 1, max: 99 })).toBe(true);
  });
});

describe('httpsUrl', () => {
  it('rewrites http:// urls on an https page', () => {
    expect(httpsUrl('http://img.example.com/a.png', 'https:')).toBe('https://img.example.com/a.png');
    expect(httpsUrl('HTTP://img.example.com/a.png', 'https:')).toBe('https://img.example.com/a.png');
  });

  it('leaves urls alone on an http page', () => {
    expect(httpsUrl('http://img.example.com/a.png', 'http:')).toBe('http://img.example.com/a.png');
  });

  it('leaves https, data:, blob:, relative and protocol-relative urls alone', () => {
    for (const url of [
      'https://img.example.com/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:https://shop.example.com/1b2c',
      '/static/a.png',
      'images/a.png',
      '//cdn.example.com/a.png',
      'http:/broken',
    ]) {
      expect(httpsUrl(url, 'https:')).toBe(url);
    }
  });

  it('defaults to the page protocol and gives an empty string for no url', () => {
    expect(window.location.protocol).toBe('http:');
    expect(httpsUrl('http://img.example.com/a.png')).toBe('http://img.example.com/a.png');
    expect(httpsUrl(null, 'https:')).toBe('');
    expect(httpsUrl(undefined, 'https:')).toBe('');
  });
});

describe('restrictNumberInput', () => {
  it.each([
    ['12.345', '12'],
    ['..1', ''],
    ['abc', ''],
    ['00012', '12'],
    ['0', '0'],
    ['00', '0'],
    ['-5', '5'],
    ['1e5', '15'],
    ['１２３', '123'],
  ])('mode 0 keeps digits only: %s → %s', (input, expected) => {
    expect(restrictNumberInput(input, 0)).toBe(expected);
  });

  it.each([
    ['12.345', '12.3'],
    ['..1', '0.1'],
    ['abc', ''],
    ['00012', '12'],
    ['0.5', '0.5'],
    ['00.5', '0.5'],
    ['.5', '0.5'],
    ['12.', '12.'],
    ['1.2.3', '1.2'],
    ['１２。５', '12.5'],
  ])('mode 1 allows one decimal: %s → %s', (input, expected) => {
    expect(restrictNumberInput(input, 1)).toBe(expected);
  });

  it.each([
    ['12.345', '12.34'],
    ['..1', '0.1'],
    ['abc', ''],
    ['00012', '12'],
    ['0.05', '0.05'],
    ['007.100', '7.10'],
    ['¥1,234.5元', '1234.5'],
    ['1.2.3', '1.23'],
    ['', ''],
  ])('mode 2 allows two decimals: %s → %s', (input, expected) => {
    expect(restrictNumberInput(input, 2)).toBe(expected);
  });
});

describe('NUMBER_PATTERN', () => {
  it.each(['0', '0.5', '0.05', '12', '12.3', '12.34', '999999.99'])('accepts %s', (value) => {
    expect(NUMBER_PATTERN.test(value)).toBe(true);
    expect(matchesNumberPattern(value)).toBe(true);
  });

  it.each(['', '-1', '01', '1.', '.5', '1.234', 'abc', '1e3', ' 1'])('rejects %s', (value) => {
    expect(matchesNumberPattern(value)).toBe(false);
  });

  it('checks numbers through their decimal text', () => {
    expect(matchesNumberPattern(12.5)).toBe(true);
    expect(matchesNumberPattern(0)).toBe(true);
    expect(matchesNumberPattern(-3)).toBe(false);
    expect(matchesNumberPattern(0.1 + 0.2)).toBe(false);
  });
});

/**
 * Formatting and parsing helpers (SPEC.md §5, §9): dates from second timestamps, relative time,
 * exact money math, https image urls and the number-input restriction.
 * Date helpers answer '' for empty or invalid input, so a page shows a placeholder with `|| '-'`.
 */
import { Big } from 'big.js';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

// Dates

/** The spec's "yyyy-MM-dd hh:mm", on a 24-hour clock: a 12-hour clock without am/pm is ambiguous. */
export const DATE_PATTERN = 'YYYY-MM-DD HH:mm';
export const DATE_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';
/** What the backend sends; a date-only value comes from date pickers and `dateLimit` filters. */
const BACKEND_PATTERNS = [DATE_TIME_PATTERN, 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD'];

export type DateInput = number | string | Date | null | undefined;

/** 0 is how the backend says "never", so it is empty like null, not 1970-01-01. */
function fromSeconds(seconds: number | null | undefined): Dayjs | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
  return dayjs.unix(seconds);
}

function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return fromSeconds(value);
  // Strict parsing: dayjs's lenient parser reads '1700000000' or '2024-02-30' as some other date.
  const parsed = typeof value === 'string' ? dayjs(value.trim(), BACKEND_PATTERNS, true) : dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** A second timestamp as `YYYY-MM-DD HH:mm` (or `pattern`, a dayjs format); '' when empty or 0. */
export function formatDate(seconds: number | null | undefined, pattern: string = DATE_PATTERN): string {
  return fromSeconds(seconds)?.format(pattern) ?? '';
}

/**
 * `YYYY-MM-DD HH:mm:ss` from a second timestamp, a Date or the backend's `yyyy-MM-dd HH:mm:ss`
 * string; '' when empty or invalid.
 */
export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format(DATE_TIME_PATTERN) ?? '';
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Relative time of a second timestamp (SPEC.md §9): within 30 s either way 刚刚 (tolerates clock
 * skew), then N分钟前 (at least 1), N小时前, 1天前 up to 48 h; older or future times give the date,
 * `M月D日 HH:mm` in the current year, else `YYYY-MM-DD HH:mm`. '' when empty or invalid.
 */
export function relativeTime(seconds: number | null | undefined, now: Date = new Date()): string {
  const time = fromSeconds(seconds);
  if (!time) return '';
  const diff = (now.getTime() - time.valueOf()) / 1000;
  if (Math.abs(diff) < 30) return '刚刚';
  if (diff > 0 && diff < HOUR) return `${Math.max(1, Math.floor(diff / MINUTE))}分钟前`;
  if (diff > 0 && diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff > 0 && diff < 2 * DAY) return '1天前';
  return time.format(time.year() === now.getFullYear() ? 'M月D日 HH:mm' : DATE_PATTERN);
}

// Money

/** null, undefined and a blank string count as zero: the backend omits zero amounts, forms start empty. */
export type MoneyInput = number | string | Big | null | undefined;

/** The product price range; the reference console's form says 价格设置范围 0.01~999999.99. */
export const PRICE_MIN = '0.01';
export const PRICE_MAX = '999999.99';

/** Half-up to 2 dp; big.js rounds ties away from zero, so -1.005 gives -1.01. */
const MONEY_DP = 2;

/** Big parses a number through its shortest decimal string, so 1.005 stays 1.005, not 1.00499…. */
function toBig(value: MoneyInput): Big {
  if (value === null || value === undefined) return new Big(0);
  if (value instanceof Big) return value;
  if (typeof value === 'string' && value.trim() === '') return new Big(0);
  try {
    return new Big(typeof value === 'string' ? value.trim() : value);
  } catch {
    throw new RangeError(`Not a money amount: ${String(value)}`);
  }
}

function toMoneyString(value: Big): string {
  const fixed = value.toFixed(MONEY_DP, Big.roundHalfUp);
  // big.js keeps the sign of a value that rounds to zero ('-0.00').
  return fixed === '-0.00' ? '0.00' : fixed;
}

/**
 * An amount with two decimals: money(12.3) is '12.30'. Throws a RangeError for a non-numeric
 * value (NaN, Infinity, 'abc'): amounts come from the API or from validated inputs.
 */
export function money(value: MoneyInput): string {
  return toMoneyString(toBig(value));
}

/** For display: '¥12.30', '-¥5.00'. */
export function yuan(value: MoneyInput): string {
  const amount = money(value);
  return amount.startsWith('-') ? `-¥${amount.slice(1)}` : `¥${amount}`;
}

/** An amount as plain text without trailing zeros, for whole-yuan figures in words: '100.00' is '100', '99.50' is '99.5'. */
export function plainAmount(value: MoneyInput): string {
  return new Big(money(value)).toFixed();
}

/** The exact sum, rounded once at the end: addMoney(0.1, 0.2) is '0.30'. */
export function addMoney(...values: MoneyInput[]): string {
  return toMoneyString(values.reduce<Big>((sum, value) => sum.plus(toBig(value)), new Big(0)));
}

export function subMoney(a: MoneyInput, b: MoneyInput): string {
  return toMoneyString(toBig(a).minus(toBig(b)));
}

/** Price × quantity (or a rate): mulMoney(19.9, 3) is '59.70'. */
export function mulMoney(a: MoneyInput, b: MoneyInput): string {
  return toMoneyString(toBig(a).times(toBig(b)));
}

/** Throws on division by zero, like big.js. */
export function divMoney(a: MoneyInput, b: MoneyInput): string {
  return toMoneyString(toBig(a).div(toBig(b)));
}

/** -1, 0 or 1 as a is less than, equal to or greater than b, compared exactly (not rounded). */
export function compareMoney(a: MoneyInput, b: MoneyInput): -1 | 0 | 1 {
  return toBig(a).cmp(toBig(b));
}

/** The lowest of some amounts (decimal text), compared exactly; undefined for none. */
export function lowestMoney<T extends string>(amounts: readonly T[]): T | undefined {
  return amounts.reduce<T | undefined>((low, a) => (low === undefined || compareMoney(a, low) < 0 ? a : low), undefined);
}

const MONEY_TEXT = /^-?\d+(\.\d{1,2})?$/;

export interface MoneyRange {
  min?: MoneyInput;
  max?: MoneyInput;
}

/**
 * True for an amount with at most two decimals within [min, max], by default the product price
 * range 0.01–999999.99. Blank, non-numeric or over-precise values are invalid; never throws.
 */
export function isValidMoney(value: MoneyInput, { min = PRICE_MIN, max = PRICE_MAX }: MoneyRange = {}): boolean {
  if (value === null || value === undefined) return false;
  const text = value instanceof Big ? value.toFixed() : String(value).trim();
  if (!MONEY_TEXT.test(text)) return false;
  const amount = new Big(text);
  return amount.gte(toBig(min)) && amount.lte(toBig(max));
}

// Urls

/** Image urls are forced to https on an https page (mixed content is blocked). Only http:// changes. */
export function httpsUrl(url: string | null | undefined, pageProtocol: string = window.location.protocol): string {
  if (!url) return '';
  if (pageProtocol !== 'https:' || !/^http:\/\//i.test(url)) return url;
  return `https://${url.slice('http://'.length)}`;
}

// Number input

/** SPEC.md §5: 0 digits only, 1 one decimal, 2 two decimals. */
export type NumberInputMode = 0 | 1 | 2;

/** Chinese input methods type full-width digits and 。 for the decimal point. */
function toHalfWidth(text: string): string {
  return text
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[。．]/g, '.');
}

/**
 * Cleans a number field as the user types: strips anything but digits and the first decimal
 * point, keeps at most `mode` decimals (cut, not rounded), drops leading zeros ('007' → '7',
 * '0.5' stays) and completes a leading point ('.5' → '0.5'). A trailing point is kept so the
 * user can go on typing. Mode 0 keeps only the integer part of a pasted decimal ('12.9' → '12').
 */
export function restrictNumberInput(text: string, mode: NumberInputMode): string {
  const cleaned = toHalfWidth(text).replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  const integerDigits = point === -1 ? cleaned : cleaned.slice(0, point);
  const integer = integerDigits.replace(/^0+(?=\d)/, '');
  if (point === -1 || mode === 0) return integer;
  const decimals = cleaned.slice(point + 1).replace(/\./g, '').slice(0, mode);
  return `${integer || '0'}.${decimals}`;
}

/** SPEC.md §5 generic rule: a positive number with up to 2 decimals, or zero ('01', '1.', '.5' fail). */
export const NUMBER_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

export function matchesNumberPattern(value: string | number): boolean {
  return NUMBER_PATTERN.test(String(value));
}

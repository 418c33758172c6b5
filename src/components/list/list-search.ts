/** Shared page sizes of the console's lists (SPEC.md §9). */
export const PAGE_SIZES = [15, 30, 45, 60, 75] as const;
export const DEFAULT_PAGE = 1;
/** A list's address at its start: the first page at the first size (what its defaults strip, what a link to it sends). */
export const LIST_DEFAULTS = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

// Search validation belongs to route definitions, which ship with the first page of the console:
// these few readers replace a schema library there (issue 4's sign-in budget). Every reader
// repairs instead of failing, so a hand-edited or outdated URL still opens its page.

/** Reads one search value into T, or undefined when it is absent or unusable. */
export type SearchReader<T> = (value: unknown) => T | undefined;

/** The router reads values as JSON, so '138' typed into a text filter comes back as a number. */
const asText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const asNumber = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN);

/** An optional text filter: trimmed, empty means absent. */
export const textFilter: SearchReader<string> = (value) => asText(value) || undefined;

/** An optional enumerated filter without a control of its own to read (a tab beside its default): anything outside the values is dropped. */
export function choiceFilter<const T extends readonly string[]>(options: T): SearchReader<T[number]> {
  return (value) => (options as readonly unknown[]).includes(value) ? (value as T[number]) : undefined;
}

/**
 * An optional filter whose values are the options its control offers (an enum's list, a page's tabs): the
 * list is declared once, and what the address accepts is what the control shows.
 */
export function optionFilter<const V extends string | number>(options: readonly { readonly value: V }[]): SearchReader<V> {
  return (value) => {
    const n = asNumber(value);
    return options.find((option) => option.value === value || option.value === n)?.value;
  };
}

/** An optional yes/no filter: the router reads `true` back as a boolean, a hand-typed address brings the text. */
export const booleanFilter: SearchReader<boolean> = (value) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);

/** An optional positive id (the row whose drawer is open). */
export const idFilter: SearchReader<number> = (value) => {
  const n = asNumber(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

type Readers = Record<string, SearchReader<unknown>>;
type Filters<R extends Readers> = { [K in keyof R]?: R[K] extends SearchReader<infer T> ? T : never };

export interface Paging {
  page: number;
  limit: number;
}

/**
 * A list page's `validateSearch`: page and size with their defaults, plus the filters, each read by
 * its reader; absent and unusable values are left out.
 */
export function listSearch<R extends Readers>(filters: R, sizes: readonly number[] = PAGE_SIZES, defaultLimit: number = sizes[0]) {
  return (search: Record<string, unknown>): Paging & Filters<R> => {
    const page = asNumber(search.page);
    const limit = asNumber(search.limit);
    const out: Record<string, unknown> = {
      page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE,
      limit: sizes.includes(limit) ? limit : defaultLimit,
    };
    for (const [key, read] of Object.entries(filters)) {
      const value = read(search[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as Paging & Filters<R>;
  };
}

/** Optional text values of a page's search (sign-in's redirect, jump login's ticket). */
export function textSearch<const K extends readonly string[]>(keys: K) {
  return (search: Record<string, unknown>): { [P in K[number]]?: string } => {
    const out: Record<string, string> = {};
    for (const key of keys) {
      const value = search[key];
      if (typeof value === 'string' && value !== '') out[key] = value;
    }
    return out as { [P in K[number]]?: string };
  };
}

/**
 * The search after a filter change: filters merge in, empty values disappear from the URL, and
 * the page goes back to 1 unless the change is the page itself.
 */
export function nextSearch<S extends { page: number }>(current: S, change: Partial<S>): S {
  const merged = withoutEmpty({ ...current, ...change });
  return 'page' in change ? merged : { ...merged, page: DEFAULT_PAGE };
}

/**
 * The filters of a list's search as its request sends them: every value its schema read but the page, the
 * size and the keys the page sends apart or keeps to itself (the tab, an open drawer), in the schema's
 * order. A filter added to the schema reaches the request (and the tab counts) without being named again.
 */
export function searchFilters<S extends Paging, K extends Exclude<keyof S, keyof Paging> = never>(search: S, ...apart: K[]): Omit<S, keyof Paging | K> {
  const left = new Set<PropertyKey>(['page', 'limit', ...apart]);
  return withoutEmpty(Object.fromEntries(Object.entries(search).filter(([key]) => !left.has(key)))) as Omit<S, keyof Paging | K>;
}

/** A search without its empty values (undefined or ''), which an address does not carry. */
export function withoutEmpty<S extends object>(search: S): S {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as S;
}

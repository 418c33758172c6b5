import { z } from 'zod';

/** Shared page sizes of the console's lists (SPEC.md §9). */
export const PAGE_SIZES = [15, 30, 45, 60, 75] as const;
export const DEFAULT_PAGE = 1;

/**
 * The paging part of a list page's URL search. Bad values (page 0, a size not offered, text) fall
 * back to the defaults instead of breaking the page, so a hand-edited URL still opens.
 */
export function pagingSearch(sizes: readonly number[] = PAGE_SIZES, defaultLimit: number = sizes[0]) {
  return z.object({
    page: z.coerce.number().int().min(1).catch(DEFAULT_PAGE).default(DEFAULT_PAGE),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => sizes.includes(n))
      .catch(defaultLimit)
      .default(defaultLimit),
  });
}

/**
 * An optional text filter in the URL: trimmed, empty means absent. The router reads search values
 * as JSON, so digits typed into a text filter ('138') arrive as a number and are taken back as text.
 */
export const textFilter = z.coerce
  .string()
  .transform((s) => s.trim())
  .optional()
  .catch(undefined)
  .transform((s) => (s ? s : undefined));

/** An optional enumerated filter: anything outside the options is dropped. */
export function choiceFilter<const T extends readonly [string, ...string[]]>(options: T) {
  return z.enum(options).optional().catch(undefined);
}

/**
 * The search after a filter change: filters merge in, empty values disappear from the URL, and
 * the page goes back to 1 unless the change is the page itself.
 */
export function nextSearch<S extends { page: number }>(current: S, change: Partial<S>): S {
  const merged: Record<string, unknown> = { ...current, ...change };
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === '') delete merged[key];
  }
  if (!('page' in change)) merged.page = DEFAULT_PAGE;
  return merged as S;
}

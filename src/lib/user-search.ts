import type { UserSearchType } from './enums';

/** The largest uid or phone a search may carry (SPEC.md §5): anything above is cleared. */
export const MAX_NUMERIC_SEARCH = 99_999_999_999;

/**
 * Cleans the user-search text as it is typed: for uid and phone only digits are kept, and a number
 * above 99999999999 is cleared; other search types keep the text as typed.
 */
export function cleanUserSearch(type: UserSearchType, text: string): string {
  if (type !== 'uid' && type !== 'phone') return text;
  const digits = text.replace(/\D/g, '');
  if (digits !== '' && Number(digits) > MAX_NUMERIC_SEARCH) return '';
  return digits;
}

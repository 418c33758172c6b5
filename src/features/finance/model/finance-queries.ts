import { getGetDailyStatementListQueryOptions, getGetMonthStatementListQueryOptions } from '@/api/generated/endpoints/finance/finance';
import type { StatementSearch } from './finance-search';

/**
 * Finance answers are never cached (SPEC.md §2): every visit asks again. The lists' route loaders
 * prefetch with it (a loader runs on every visit), the dialogs query with it on every opening.
 */
export const UNCACHED = { query: { staleTime: 0 } } as const;

/** The tab's list of bills: the address's tab is not a parameter of either call. */
export function statementListOptions({ type, ...params }: StatementSearch, options?: { query: { staleTime: number } }) {
  return type === 'month' ? getGetMonthStatementListQueryOptions(params, options) : getGetDailyStatementListQueryOptions(params, options);
}

import { useQueryClient } from '@tanstack/react-query';

/**
 * Finance answers are never cached (SPEC.md §2): every visit asks again. The lists' route loaders
 * prefetch with it (a loader runs on every visit), the dialogs query with it on every opening.
 */
export const UNCACHED = { query: { staleTime: 0 } } as const;

/** After a settlement is applied for: every finance list and the balances load again. */
export function useRefreshFinance() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/admin/merchant/finance/') });
}

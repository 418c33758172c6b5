import { useQueryClient } from '@tanstack/react-query';
import { GROUP_QUERY_PREFIX } from '@/features/groupbuy/model/groupbuy-options';

/** Every group-buy query loads again: the activities, their counts and details, the records. */
export function useRefreshGroupbuy() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(GROUP_QUERY_PREFIX) });
}

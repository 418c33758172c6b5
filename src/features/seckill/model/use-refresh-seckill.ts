import { useQueryClient } from '@tanstack/react-query';
import { SECKILL_QUERY_PREFIX } from '@/features/seckill/model/seckill-options';

/** Every seckill query loads again: each page and tab count of the products, the activities and their product numbers. */
export function useRefreshSeckill() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(SECKILL_QUERY_PREFIX) });
}

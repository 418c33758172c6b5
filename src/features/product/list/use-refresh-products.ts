import { useQueryClient } from '@tanstack/react-query';
import { getGetProductInfoQueryKey, getGetProductListQueryKey, getGetProductTabsHeadersQueryKey } from '@/api/generated/endpoints/product/product';

/**
 * After any change to products: every page of the list and the tab counts load again (by the
 * URL prefix of their query keys), and so do the details of the products named.
 */
export function useRefreshProducts() {
  const queryClient = useQueryClient();
  return (ids: readonly number[] = []) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetProductListQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetProductTabsHeadersQueryKey() }),
      ...ids.map((id) => queryClient.invalidateQueries({ queryKey: getGetProductInfoQueryKey(id) })),
    ]).then(() => undefined);
}

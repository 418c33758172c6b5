import { useQueryClient } from '@tanstack/react-query';
import {
  getGetOrderDetailListQueryKey,
  getGetOrderInfoQueryKey,
  getGetOrderInvoiceListQueryKey,
  getGetOrderListQueryKey,
  getGetOrderStatusNumQueryKey,
} from '@/api/generated/endpoints/order/order';

/**
 * After any change to orders: every page of the list and the tab counts load again (by the URL
 * prefix of their query keys), and so do the details, lines and shipments of the order named.
 */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return (orderNo?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetOrderListQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetOrderStatusNumQueryKey() }),
      ...(orderNo
        ? [
            queryClient.invalidateQueries({ queryKey: getGetOrderInfoQueryKey(orderNo) }),
            queryClient.invalidateQueries({ queryKey: getGetOrderDetailListQueryKey(orderNo) }),
            queryClient.invalidateQueries({ queryKey: getGetOrderInvoiceListQueryKey(orderNo) }),
          ]
        : []),
    ]).then(() => undefined);
}

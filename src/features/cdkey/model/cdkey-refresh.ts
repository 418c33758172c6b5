import type { QueryClient } from '@tanstack/react-query';
import { getGetCardSecretListQueryKey, getGetCdkeyLibraryListQueryKey } from '@/api/generated/endpoints/cdkey/cdkey';
import { getGetCdkeyUnrelatedListQueryKey } from '@/api/generated/endpoints/product-category/product-category';

/**
 * After card secrets are added, imported or deleted: the library's list, its counts on 卡密管理 and the
 * stock the product form shows for a free library (its unsold card secrets) all change.
 */
export function refreshAfterSecretChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetCardSecretListQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetCdkeyLibraryListQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetCdkeyUnrelatedListQueryKey() }),
  ]);
}

/** After libraries are added, renamed or deleted: 卡密管理 and the free libraries the product form offers. */
export function refreshAfterLibraryChange(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: getGetCdkeyLibraryListQueryKey() }), queryClient.invalidateQueries({ queryKey: getGetCdkeyUnrelatedListQueryKey() })]);
}

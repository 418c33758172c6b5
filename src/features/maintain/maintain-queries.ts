import { getGetMerchantExpressPageQueryOptions } from '@/api/generated/endpoints/express/express';
import type { ExpressListSearch } from './maintain-search';

// The maintenance lists' calls, apart from their search validators (which ship with the first page).

/** 物流公司's call: the address's 1 / 0 is the call's open or closed. */
export function expressPageOptions({ openStatus, ...search }: ExpressListSearch) {
  return getGetMerchantExpressPageQueryOptions({ ...search, ...(openStatus === undefined ? {} : { openStatus: openStatus === 1 }) });
}

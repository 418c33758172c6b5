import { getGetMerchantExpressPageQueryOptions, getGetPlatformExpressListQueryOptions } from '@/api/generated/endpoints/express/express';
import { getMerchantExpressPageQueryKeywordsMax, getPlatformExpressListQueryKeywordsMax } from '@/api/generated-zod/express/express.zod';
import type { ExpressCompanySearch, LogisticsSearch } from './logistics-search';

// The logistics pages' calls, apart from their search validators (which ship with the first page).
// A hand-typed address may carry longer keywords than the calls take: they are cut to fit.

/** 物流管理's call: the address's 1 / 0 is the call's open or closed. */
export function linkedExpressOptions({ openStatus, keywords, ...paging }: LogisticsSearch) {
  return getGetMerchantExpressPageQueryOptions({
    ...paging,
    keywords: keywords?.slice(0, getMerchantExpressPageQueryKeywordsMax),
    ...(openStatus === undefined ? {} : { openStatus: openStatus === 1 }),
  });
}

/** 物流公司's call: the platform's carriers, read only. */
export function platformExpressOptions({ keywords, ...paging }: ExpressCompanySearch) {
  return getGetPlatformExpressListQueryOptions({ ...paging, keywords: keywords?.slice(0, getPlatformExpressListQueryKeywordsMax) });
}

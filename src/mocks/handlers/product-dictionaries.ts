import { handle } from '../kit/handle';
import { CDKEY_LOG } from './product-log';
import {
  brandPage,
  brands,
  merchantCategories,
  merchantCategoryTree,
  platformCategoryTree,
  platformGuarantees,
  unrelatedLibraries,
  usableCoupons,
} from '../logic/product-dictionaries';

export const productDictionaryHandlers = [
  handle('getCdkeyUnrelatedList', { permission: 'merchant:cdkey:library:unrelated:list', log: CDKEY_LOG.unrelatedList }, unrelatedLibraries),
  handle('getPlatformCategoryTree', { permission: 'merchant:plat:product:category:cache:tree' }, platformCategoryTree),
  handle('getMerchantCategoryTree', { permission: 'merchant:product:category:cache:tree' }, merchantCategoryTree),
  handle('getMerchantCategoryList', { permission: 'merchant:product:category:list' }, merchantCategories),
  handle('getBrandCacheList', { permission: 'merchant:plat:product:brand:cache:list' }, brands),
  handle('getBrandList', { permission: 'merchant:plat:product:brand:list' }, ({ query }) => brandPage(query)),
  handle('getPlatformGuaranteeList', { permission: 'merchant:plat:product:guarantee:list' }, ({ query }) => platformGuarantees(query.type)),
  handle('getProductUsableCoupons', { permission: 'merchant:coupon:product:usable:list' }, usableCoupons),
];

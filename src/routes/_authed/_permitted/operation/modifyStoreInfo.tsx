import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetMerchantBaseInfoQueryOptions } from '@/api/generated/endpoints/store/store';
import { prefetch } from '@/components/list/prefetch';
import { StoreInfoPage } from '@/features/store/pages/store-info-page';
import { storeInfoDefaults, storeInfoSearch } from '@/features/store/model/store-search';

export const Route = createFileRoute('/_authed/_permitted/operation/modifyStoreInfo')({
  validateSearch: storeInfoSearch,
  search: { middlewares: [stripSearchParams(storeInfoDefaults)] },
  loader: () => prefetch(getGetMerchantBaseInfoQueryOptions()),
  staticData: { title: '商户基本设置' },
  component: StoreInfoPage,
});

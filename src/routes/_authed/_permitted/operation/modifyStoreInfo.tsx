import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { StoreInfoPage } from '@/features/store/store-info-page';
import { storeInfoDefaults, storeInfoSearch } from '@/features/store/store-search';

export const Route = createFileRoute('/_authed/_permitted/operation/modifyStoreInfo')({
  validateSearch: storeInfoSearch,
  search: { middlewares: [stripSearchParams(storeInfoDefaults)] },
  staticData: { title: '商户基本设置' },
  component: StoreInfoPage,
});

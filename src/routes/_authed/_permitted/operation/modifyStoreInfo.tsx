import { createFileRoute } from '@tanstack/react-router';
import { StoreInfoPage } from '@/features/store/store-info-page';

export const Route = createFileRoute('/_authed/_permitted/operation/modifyStoreInfo')({
  staticData: { title: '商户基本设置' },
  component: StoreInfoPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { getGetMerchantAddressListQueryOptions } from '@/api/generated/endpoints/refund/refund';
import { prefetch } from '@/components/list/prefetch';
import { AddressListPage } from '@/features/store/pages/address-list-page';

export const Route = createFileRoute('/_authed/_permitted/operation/businessAddress')({
  loader: () => prefetch(getGetMerchantAddressListQueryOptions()),
  staticData: { title: '商家地址管理' },
  component: AddressListPage,
});

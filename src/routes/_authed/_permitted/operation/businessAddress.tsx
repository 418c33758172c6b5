import { createFileRoute } from '@tanstack/react-router';
import { AddressListPage } from '@/features/store/address-list-page';

export const Route = createFileRoute('/_authed/_permitted/operation/businessAddress')({
  staticData: { title: '商家地址管理' },
  component: AddressListPage,
});

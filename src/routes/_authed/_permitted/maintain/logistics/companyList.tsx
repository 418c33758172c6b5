import { createFileRoute } from '@tanstack/react-router';
import { ExpressListPage } from '@/features/maintain/express-list-page';

export const Route = createFileRoute('/_authed/_permitted/maintain/logistics/companyList')({
  staticData: { title: '物流公司' },
  component: ExpressListPage,
});

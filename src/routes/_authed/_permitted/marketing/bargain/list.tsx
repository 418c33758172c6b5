import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { BargainListPage } from '@/features/bargain/bargain-list-page';
import { bargainListDefaults, bargainListSearch } from '@/features/bargain/bargain-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/bargain/list')({
  validateSearch: bargainListSearch,
  search: { middlewares: [stripSearchParams(bargainListDefaults)] },
  staticData: { title: '砍价记录' },
  component: BargainListPage,
});

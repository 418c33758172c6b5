import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetBargainRecordListQueryOptions } from '@/api/generated/endpoints/bargain/bargain';
import { prefetch } from '@/components/list/prefetch';
import { BargainListPage } from '@/features/bargain/bargain-list-page';
import { bargainListDefaults, bargainListParams, bargainListSearch } from '@/features/bargain/bargain-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/bargain/list')({
  validateSearch: bargainListSearch,
  search: { middlewares: [stripSearchParams(bargainListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetBargainRecordListQueryOptions(bargainListParams(deps))),
  staticData: { title: '砍价记录' },
  component: BargainListPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetGroupBuyRecordListQueryOptions } from '@/api/generated/endpoints/group-buy/group-buy';
import { prefetch } from '@/components/list/prefetch';
import { GroupRecordPage } from '@/features/groupbuy/pages/group-record-page';
import { groupRecordParams } from '@/features/groupbuy/model/group-record-params';
import { groupListDefaults, groupRecordSearch } from '@/features/groupbuy/model/groupbuy-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/group/list')({
  validateSearch: groupRecordSearch,
  search: { middlewares: [stripSearchParams(groupListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetGroupBuyRecordListQueryOptions(groupRecordParams(deps))),
  staticData: { title: '开团记录' },
  component: GroupRecordPage,
});

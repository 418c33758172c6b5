import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetGroupBuyActivityListQueryOptions } from '@/api/generated/endpoints/group-buy/group-buy';
import { prefetch } from '@/components/list/prefetch';
import { GroupActivityPage } from '@/features/groupbuy/pages/group-activity-page';
import { groupActivityParams, groupActivitySearch, groupListDefaults } from '@/features/groupbuy/model/groupbuy-search';

// `type` is the review tab: 4 已通过 (the default), 3 待审核, 1 已拒绝, 2 已撤销.
export const Route = createFileRoute('/_authed/_permitted/marketing/group/activity/{-$type}')({
  validateSearch: groupActivitySearch,
  search: { middlewares: [stripSearchParams(groupListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps, params }) => prefetch(getGetGroupBuyActivityListQueryOptions(groupActivityParams(deps, params.type))),
  staticData: { title: '拼团活动' },
  component: GroupActivityPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { GroupActivityPage } from '@/features/groupbuy/group-activity-page';
import { groupActivitySearch, groupListDefaults } from '@/features/groupbuy/groupbuy-search';

// `type` is the review tab: 4 已通过 (the default), 3 待审核, 1 已拒绝, 2 已撤销.
export const Route = createFileRoute('/_authed/_permitted/marketing/group/activity/{-$type}')({
  validateSearch: groupActivitySearch,
  search: { middlewares: [stripSearchParams(groupListDefaults)] },
  staticData: { title: '拼团活动' },
  component: GroupActivityPage,
});

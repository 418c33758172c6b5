import { createFileRoute } from '@tanstack/react-router';
import { getGetGroupBuyActivityInfoQueryOptions } from '@/api/generated/endpoints/group-buy/group-buy';
import { prefetch } from '@/components/list/prefetch';
import { GroupFormPage } from '@/features/groupbuy/pages/group-form-page';
import { GROUP_INFO_QUERY, groupFormMode } from '@/features/groupbuy/model/group-form-mode';

// No activityId: a new activity. With one: type 1 edits it, 2 (or none) makes a new one from it, info shows it read-only.
export const Route = createFileRoute('/_authed/_permitted/marketing/group/createGroup/{-$activityId}/{-$type}')({
  // Editing, copying and showing start from the activity's details; adding waits for nothing.
  loader: ({ params }) => {
    const { mode, id } = groupFormMode(params);
    if (mode !== 'create') prefetch(getGetGroupBuyActivityInfoQueryOptions({ id }, GROUP_INFO_QUERY));
  },
  staticData: { title: '拼团活动管理' },
  component: GroupFormPage,
});

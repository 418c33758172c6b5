import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { GroupRecordPage } from '@/features/groupbuy/group-record-page';
import { groupListDefaults, groupRecordSearch } from '@/features/groupbuy/groupbuy-search';

export const Route = createFileRoute('/_authed/_permitted/marketing/group/list')({
  validateSearch: groupRecordSearch,
  search: { middlewares: [stripSearchParams(groupListDefaults)] },
  staticData: { title: '开团记录' },
  component: GroupRecordPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { GroupFormPage } from '@/features/groupbuy/group-form-page';

// No activityId: a new activity. With one: edit it; `type` copy makes a new one from it, info shows it read-only.
export const Route = createFileRoute('/_authed/_permitted/marketing/group/createGroup/{-$activityId}/{-$type}')({
  staticData: { title: '拼团活动管理' },
  component: GroupFormPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PersonalCenterPage } from '@/features/maintain/personal-center-page';

export const Route = createFileRoute('/_authed/_permitted/maintain/user')({
  staticData: { title: '个人中心' },
  component: PersonalCenterPage,
});

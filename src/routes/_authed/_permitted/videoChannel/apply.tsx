import { createFileRoute } from '@tanstack/react-router';
import { ApplyPage } from '@/features/video-channel/apply-page';

export const Route = createFileRoute('/_authed/_permitted/videoChannel/apply')({
  staticData: { title: '申请接入' },
  component: ApplyPage,
});

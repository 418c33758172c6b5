import { createFileRoute } from '@tanstack/react-router';
import { getGetVideoAccessQueryOptions } from '@/api/generated/endpoints/video-channel/video-channel';
import { prefetch } from '@/components/list/prefetch';
import { ApplyPage } from '@/features/video-channel/pages/apply-page';

export const Route = createFileRoute('/_authed/_permitted/videoChannel/apply')({
  loader: () => prefetch(getGetVideoAccessQueryOptions()),
  staticData: { title: '申请接入' },
  component: ApplyPage,
});

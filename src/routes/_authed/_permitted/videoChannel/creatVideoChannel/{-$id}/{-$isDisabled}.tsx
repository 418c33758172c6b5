import { createFileRoute } from '@tanstack/react-router';
import { VideoFormPage } from '@/features/video-channel/video-form-page';

export const Route = createFileRoute('/_authed/_permitted/videoChannel/creatVideoChannel/{-$id}/{-$isDisabled}')({
  staticData: { title: '添加视频号商品' },
  component: VideoFormPage,
});

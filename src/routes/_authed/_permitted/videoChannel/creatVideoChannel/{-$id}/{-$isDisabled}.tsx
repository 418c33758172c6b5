import { createFileRoute } from '@tanstack/react-router';
import { getGetShippingTemplateListQueryOptions } from '@/api/generated/endpoints/shipping/shipping';
import { getGetVideoBrandListQueryOptions, getGetVideoCatListQueryOptions, getGetVideoDraftInfoQueryOptions } from '@/api/generated/endpoints/video-channel/video-channel';
import { prefetch } from '@/components/list/prefetch';
import { VideoFormPage } from '@/features/video-channel/pages/video-form-page';
import { SHIPPING_TEMPLATE_PARAMS, VIDEO_DICTIONARY, VIDEO_DRAFT_QUERY, videoFormMode } from '@/features/video-channel/model/video-form-queries';

export const Route = createFileRoute('/_authed/_permitted/videoChannel/creatVideoChannel/{-$id}/{-$isDisabled}')({
  // The form waits for the categories (and a draft's details); its brands and templates follow.
  loader: ({ params }) => {
    const { id } = videoFormMode(params);
    prefetch(getGetVideoCatListQueryOptions(undefined, VIDEO_DICTIONARY));
    if (id !== undefined) prefetch(getGetVideoDraftInfoQueryOptions(id, undefined, VIDEO_DRAFT_QUERY));
    prefetch(getGetVideoBrandListQueryOptions(undefined, VIDEO_DICTIONARY));
    prefetch(getGetShippingTemplateListQueryOptions(SHIPPING_TEMPLATE_PARAMS, VIDEO_DICTIONARY));
  },
  staticData: { title: '添加视频号商品' },
  component: VideoFormPage,
});

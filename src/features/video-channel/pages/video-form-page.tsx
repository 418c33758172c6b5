import { getRouteApi } from '@tanstack/react-router';
import { useGetVideoCatList, useGetVideoDraftInfo } from '@/api/generated/endpoints/video-channel/video-channel';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { allQueries } from '@/components/list/use-list-page';
import { VideoForm } from '@/features/video-channel/components/video-form';
import { emptyValues, valuesOfDraft } from '@/features/video-channel/model/video-form-model';
import { VIDEO_DICTIONARY, VIDEO_DRAFT_QUERY, videoFormMode, videoFormTitle } from '@/features/video-channel/model/video-form-queries';
import { DRAFT_LIST_PATH } from '@/features/video-channel/model/video-options';

const route = getRouteApi('/_authed/_permitted/videoChannel/creatVideoChannel/{-$id}/{-$isDisabled}');

/** /videoChannel/creatVideoChannel/{id?}/{isDisabled?}: adds, edits or shows a video-channel draft (reference §4.16). */
export function VideoFormPage() {
  const { id, readOnly } = videoFormMode(route.useParams());
  const cats = useGetVideoCatList(undefined, VIDEO_DICTIONARY);
  const draft = useGetVideoDraftInfo(id ?? 0, undefined, { query: { ...VIDEO_DRAFT_QUERY.query, enabled: id !== undefined } });
  const title = videoFormTitle(id, readOnly);
  const tree = cats.data;
  const ready = tree && (id === undefined || draft.data);
  if (!ready) {
    return (
      <div className="flex flex-col gap-3">
        <PageHeader title={title} backTo={DRAFT_LIST_PATH} />
        <div className="rounded bg-white p-5">
          <QueryState query={allQueries(cats, draft)} rows={8}>
            {null}
          </QueryState>
        </div>
      </div>
    );
  }
  const initial = draft.data && id !== undefined ? valuesOfDraft(draft.data, tree) : emptyValues();
  return <VideoForm key={id ?? 'new'} id={id} readOnly={readOnly} title={title} tree={tree} initial={initial} />;
}

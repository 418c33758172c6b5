import { getRouteApi, Link } from '@tanstack/react-router';
import { deleteVideoDraft, getGetVideoDraftListQueryOptions, reviewVideoDraft } from '@/api/generated/endpoints/video-channel/video-channel';
import type { VideoDraft } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { FilterBar } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { LinkButton, TextLink } from '@/components/ui/text-link';
import { message } from '@/lib/message';
import { DraftTable } from '@/features/video-channel/components/draft-table';
import { VIDEO_PERMISSIONS, videoFormLink } from '@/features/video-channel/model/video-options';
import { buttonClass } from '@/components/ui/button';

const route = getRouteApi('/_authed/_permitted/videoChannel/draftList');

export const DRAFT_QUESTIONS = { delete: '删除当前数据', review: '提审商品至平台吗？', withdraw: '撤回申请吗？' } as const;

/** After its question, a call; its success said (drafts and approved products have loaded again, lib/refresh.ts), a failure shown by the HTTP client. */
async function run(action: () => Promise<unknown>, done: string, question: string) {
  if (!(await confirm({ message: question }))) return;
  try {
    await action();
  } catch {
    return;
  }
  message.success(done);
}

/** 草稿列表 (reference §4.16): the store's video-channel drafts, searched by title, submitted for review, withdrawn, edited and deleted. */
export function DraftListPage() {
  const list = useListPage(useRouteSearch(route), getGetVideoDraftListQueryOptions);
  const { search, update } = list;

  const canAdd = usePermission(VIDEO_PERMISSIONS.draftAdd);
  const canInfo = usePermission(VIDEO_PERMISSIONS.draftInfo);
  const canEdit = usePermission([VIDEO_PERMISSIONS.draftUpdate, VIDEO_PERMISSIONS.draftInfo], 'and');
  const canDelete = usePermission(VIDEO_PERMISSIONS.draftDelete);
  const canReview = usePermission(VIDEO_PERMISSIONS.draftReview);

  const renderActions = (draft: VideoDraft) => (
    <div className="flex flex-wrap items-center gap-3">
      {canInfo && (
        <TextLink {...videoFormLink(draft.id, true)} aria-label={`详情 ${draft.title}`}>
          详情
        </TextLink>
      )}
      {canEdit && draft.platformEditStatus !== 2 && (
        <TextLink {...videoFormLink(draft.id)} aria-label={`编辑 ${draft.title}`}>
          编辑
        </TextLink>
      )}
      {canReview && (draft.platformEditStatus === 1 || draft.platformEditStatus === 3) && (
        <LinkButton aria-label={`提审 ${draft.title}`} onClick={() => void run(() => reviewVideoDraft({ draftProductId: draft.id, platformEditStatus: 2 }), '提交成功', DRAFT_QUESTIONS.review)}>
          提审
        </LinkButton>
      )}
      {canReview && draft.platformEditStatus === 2 && (
        <LinkButton aria-label={`撤回申请 ${draft.title}`} onClick={() => void run(() => reviewVideoDraft({ draftProductId: draft.id, platformEditStatus: 1 }), '操作成功', DRAFT_QUESTIONS.withdraw)}>
          撤回申请
        </LinkButton>
      )}
      {canDelete && (
        <LinkButton danger aria-label={`删除 ${draft.title}`} onClick={() => void run(() => deleteVideoDraft(draft.id), '删除成功', DRAFT_QUESTIONS.delete)}>
          删除
        </LinkButton>
      )}
    </div>
  );

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <SearchInput id="video-draft-search" label="商品名称" className="w-56" placeholder="请输入商品名称" maxLength={60} value={search.search} onCommit={(value) => update({ search: value })} />
        </FilterBar>
      }
      label="草稿商品"
    >
      <DraftTable
        {...list.table}
        actions={renderActions}
        toolbar={
          canAdd && (
            <Link {...videoFormLink()} className={buttonClass('primary', 'sm')}>
              添加视频号商品
            </Link>
          )
        }
      />
    </ListPage>
  );
}

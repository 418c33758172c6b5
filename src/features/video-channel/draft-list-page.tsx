import type { ReactNode } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { deleteVideoDraft, reviewVideoDraft, useGetVideoDraftList } from '@/api/generated/endpoints/video-channel/video-channel';
import type { VideoDraft } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/data-table/data-table';
import { FilterField } from '@/components/data-table/filter-field';
import { nextSearch } from '@/components/data-table/list-search';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { Tag } from '@/components/ui/tag';
import { findOption } from '@/lib/enums';
import { message } from '@/lib/message';
import { linkClass, VIDEO_PERMISSIONS, VIDEO_QUERY_PREFIX, videoEditStatusLabel, videoEditStatusOptions, videoFormLink } from './video-options';
import type { VideoListSearch } from './video-search';

const route = getRouteApi('/_authed/_permitted/videoChannel/draftList');

const col = columnsFor<VideoDraft>();

function EditStatus({ value, reason }: { value: VideoDraft['editStatus']; reason?: string }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Tag tone={findOption(videoEditStatusOptions, value)?.tone}>{videoEditStatusLabel(value)}</Tag>
      {value === 3 && reason && <span className="max-w-48 text-xs break-words whitespace-normal text-red-700">原因：{reason}</span>}
    </span>
  );
}

function columns(actions: (d: VideoDraft) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'Id', enableHiding: false }),
    col.accessor('title', { header: '名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue()}</span> }),
    col.display({ id: 'image', header: '商品图', cell: ({ row }) => (row.original.headImg[0] ? <img src={row.original.headImg[0]} alt="" className="size-9 rounded object-cover" /> : '-') }),
    col.accessor('thirdCatName', { header: '类目' }),
    col.accessor('sales', { header: '销量' }),
    col.accessor('stock', { header: '库存' }),
    col.display({ id: 'editStatus', header: '微信审核', cell: ({ row }) => <EditStatus value={row.original.editStatus} reason={row.original.rejectReason} /> }),
    col.display({ id: 'platformEditStatus', header: '平台审核', cell: ({ row }) => <EditStatus value={row.original.platformEditStatus} reason={row.original.platformStatusReason} /> }),
    col.accessor('createTime', { header: '创建时间' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 草稿列表 (reference §4.16): the store's video-channel drafts, searched by title, submitted for review, withdrawn, edited and deleted. */
export function DraftListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const update = (change: Partial<VideoListSearch>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true });
  const list = useGetVideoDraftList(search, { query: { placeholderData: keepPreviousData } });

  const canAdd = usePermission(VIDEO_PERMISSIONS.draftAdd);
  const canInfo = usePermission(VIDEO_PERMISSIONS.draftInfo);
  const canEdit = usePermission([VIDEO_PERMISSIONS.draftUpdate, VIDEO_PERMISSIONS.draftInfo], 'and');
  const canDelete = usePermission(VIDEO_PERMISSIONS.draftDelete);
  const canReview = usePermission(VIDEO_PERMISSIONS.draftReview);

  // Drafts and approved products change together (an approval lands in 过审商品).
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(VIDEO_QUERY_PREFIX) });

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
    } catch {
      // The HTTP client has shown why.
      return;
    }
    message.success(done);
    await refresh();
  };

  const remove = async (draft: VideoDraft) => {
    if (await confirm()) await run(() => deleteVideoDraft(draft.id), '删除成功');
  };

  const renderActions = (draft: VideoDraft) => (
    <div className="flex flex-wrap items-center gap-3">
      {canInfo && (
        <Link {...videoFormLink(draft.id, true)} className={linkClass} aria-label={`详情 ${draft.title}`}>
          详情
        </Link>
      )}
      {canEdit && draft.platformEditStatus !== 2 && (
        <Link {...videoFormLink(draft.id)} className={linkClass} aria-label={`编辑 ${draft.title}`}>
          编辑
        </Link>
      )}
      {canReview && (draft.platformEditStatus === 1 || draft.platformEditStatus === 3) && (
        <button type="button" className={linkClass} aria-label={`提审 ${draft.title}`} onClick={() => void run(() => reviewVideoDraft({ draftProductId: draft.id, platformEditStatus: 2 }), '提交成功')}>
          提审
        </button>
      )}
      {canReview && draft.platformEditStatus === 2 && (
        <button type="button" className={linkClass} aria-label={`撤回申请 ${draft.title}`} onClick={() => void run(() => reviewVideoDraft({ draftProductId: draft.id, platformEditStatus: 1 }), '操作成功')}>
          撤回申请
        </button>
      )}
      {canDelete && (
        <button type="button" className={`${linkClass} !text-red-700`} aria-label={`删除 ${draft.title}`} onClick={() => void remove(draft)}>
          删除
        </button>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        <FilterField id="video-draft-search" label="商品名称">
          <SearchInput id="video-draft-search" className="w-56" placeholder="请输入商品名称" maxLength={60} value={search.search} onCommit={(value) => update({ search: value })} />
        </FilterField>
        <Button onClick={() => void navigate({ search: { page: 1, limit: search.limit }, replace: true })}>重置</Button>
      </section>
      <section aria-label="草稿商品" className="rounded bg-white p-4 shadow-sm">
        <DataTable
          tableId="video-draft-list"
          label="草稿列表"
          columns={columns(renderActions)}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(d) => String(d.id)}
          page={search.page}
          limit={search.limit}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无草稿商品"
          leadingToolbar={
            canAdd && (
              <Link {...videoFormLink()} className="inline-flex h-7 items-center rounded border border-primary bg-primary px-3 text-xs font-medium text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
                添加视频号商品
              </Link>
            )
          }
        />
      </section>
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { deleteLiveAssistant, getGetLiveAssistantListQueryKey, useGetLiveAssistantList } from '@/api/generated/endpoints/live-assistant/live-assistant';
import type { GetLiveAssistantListParams, LiveAssistant } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { FilterField } from '@/components/data-table/filter-field';
import { nextSearch } from '@/components/data-table/list-search';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { message } from '@/lib/message';
import { AssistantDialog } from './assistant-dialog';
import type { AssistantSearch } from './assistant-search';

const route = getRouteApi('/_authed/_permitted/marketing/broadcast/assistant');

const linkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary';

const PERMS = {
  save: 'merchant:mp:live:assistant:save',
  edit: 'merchant:mp:live:assistant:edit',
  delete: 'merchant:mp:live:assistant:delete',
} as const;

const col = columnsFor<LiveAssistant>();

function columns(actions: (a: LiveAssistant) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('wechatNickname', { header: '微信昵称', enableHiding: false }),
    col.accessor('wechat', { header: '微信号' }),
    col.accessor('assDesc', { header: '备注', cell: (info) => <span className="inline-block max-w-64 break-words whitespace-normal">{info.getValue() || '-'}</span> }),
    col.accessor('createTime', { header: '创建时间' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 直播助手 (reference §4.15): the WeChat users who help run the store's live rooms; searched by 微信号 or 昵称, added, edited, deleted. */
export function AssistantPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const update = (change: Partial<AssistantSearch>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true });
  // undefined: closed; null: adding; an assistant: editing it.
  const [dialog, setDialog] = useState<LiveAssistant | null | undefined>(undefined);

  const params: GetLiveAssistantListParams = { page: search.page, limit: search.limit };
  if (search.keywords) params.keywords = search.keywords;
  const list = useGetLiveAssistantList(params, { query: { placeholderData: keepPreviousData } });

  const canSave = usePermission(PERMS.save);
  const canEdit = usePermission(PERMS.edit);
  const canDelete = usePermission(PERMS.delete);

  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetLiveAssistantListQueryKey() });

  const remove = async (assistant: LiveAssistant) => {
    if (!(await confirm())) return;
    try {
      await deleteLiveAssistant(assistant.id);
    } catch {
      return;
    }
    message.success('删除成功');
    await refresh();
  };

  const renderActions = (assistant: LiveAssistant) => (
    <div className="flex items-center gap-3">
      {canEdit && (
        <button type="button" className={linkClass} aria-label={`编辑 ${assistant.wechatNickname}`} onClick={() => setDialog(assistant)}>
          编辑
        </button>
      )}
      {canDelete && (
        <button type="button" className={`${linkClass} !text-red-700`} aria-label={`删除 ${assistant.wechatNickname}`} onClick={() => void remove(assistant)}>
          删除
        </button>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        <FilterField id="assistant-keywords" label="搜索">
          <SearchInput id="assistant-keywords" className="w-56" placeholder="请输入微信号/昵称" maxLength={64} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterField>
        <Button onClick={() => void navigate({ search: { page: 1, limit: search.limit }, replace: true })}>重置</Button>
      </section>
      <section aria-label="直播助手" className="rounded bg-white p-4 shadow-sm">
        <DataTable
          tableId="live-assistant"
          label="直播助手列表"
          columns={columns(renderActions)}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(a) => String(a.id)}
          page={search.page}
          limit={search.limit}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无直播助手"
          leadingToolbar={
            canSave && (
              <Button size="sm" variant="primary" onClick={() => setDialog(null)}>
                添加助手
              </Button>
            )
          }
        />
      </section>
      {dialog !== undefined && <AssistantDialog assistant={dialog} onSaved={refresh} onClose={() => setDialog(undefined)} />}
    </div>
  );
}

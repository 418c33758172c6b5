import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { deleteLiveAssistant, getGetLiveAssistantListQueryOptions } from '@/api/generated/endpoints/live-assistant/live-assistant';
import type { LiveAssistant } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { columnsFor, DataTable } from '@/components/list/data-table';
import { FilterBar } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/text-link';
import { useDialogs } from '@/components/use-dialogs';
import { message } from '@/lib/message';
import { AssistantDialog } from '@/features/broadcast/dialogs/assistant-dialog';
import { assistantParams } from '@/features/broadcast/model/assistant-search';

const route = getRouteApi('/_authed/_permitted/marketing/broadcast/assistant');

export const DELETE_QUESTION = '删除该直播助手吗？';

const PERMS = {
  save: 'merchant:mp:live:assistant:save',
  edit: 'merchant:mp:live:assistant:edit',
  delete: 'merchant:mp:live:assistant:delete',
} as const;

const col = columnsFor<LiveAssistant>();

async function remove(assistant: LiveAssistant) {
  if (!(await confirm({ message: DELETE_QUESTION }))) return;
  try {
    await deleteLiveAssistant(assistant.id);
  } catch {
    return;
  }
  message.success('删除成功');
}

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
  const list = useListPage(useRouteSearch(route), (search) => getGetLiveAssistantListQueryOptions(assistantParams(search)));
  const { search, update } = list;
  const dialogs = useDialogs<{ add: true; edit: LiveAssistant }>();
  const editing = dialogs.target('edit');

  const canSave = usePermission(PERMS.save);
  const canEdit = usePermission(PERMS.edit);
  const canDelete = usePermission(PERMS.delete);

  const renderActions = (assistant: LiveAssistant) => (
    <div className="flex items-center gap-3">
      {canEdit && (
        <LinkButton aria-label={`编辑 ${assistant.wechatNickname}`} onClick={() => dialogs.open('edit', assistant)}>
          编辑
        </LinkButton>
      )}
      {canDelete && (
        <LinkButton danger aria-label={`删除 ${assistant.wechatNickname}`} onClick={() => void remove(assistant)}>
          删除
        </LinkButton>
      )}
    </div>
  );

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <SearchInput id="assistant-keywords" label="搜索" className="w-56" placeholder="请输入微信号/昵称" maxLength={64} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterBar>
      }
      label="直播助手"
      dialogs={
        <>
          {dialogs.target('add') && <AssistantDialog assistant={null} onClose={dialogs.close} />}
          {editing && <AssistantDialog key={editing.id} assistant={editing} onClose={dialogs.close} />}
        </>
      }
    >
      <DataTable
        tableId="live-assistant"
        label="直播助手列表"
        columns={columns(renderActions)}
        {...list.table}
        getRowId={(a) => String(a.id)}
        emptyText="暂无直播助手"
        leadingToolbar={
          canSave && (
            <Button size="sm" variant="primary" onClick={() => dialogs.open('add', true)}>
              添加助手
            </Button>
          )
        }
      />
    </ListPage>
  );
}

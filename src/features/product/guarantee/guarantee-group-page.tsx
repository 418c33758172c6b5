import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import {
  useDeleteGuaranteeGroup,
  useGetGuaranteeGroupList,
  useGetPlatformGuaranteeList,
} from '@/api/generated/endpoints/product-guarantee/product-guarantee';
import type { GuaranteeGroup, ProductGuarantee } from '@/api/generated/model';
import { Authorized, usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { ListPage } from '@/components/list/list-page';
import { queryStatus, useRouteSearch } from '@/components/list/use-list-page';
import { Button } from '@/components/ui/button';
import { Tag } from '@/components/ui/tag';
import { LinkButton } from '@/components/ui/text-link';
import { message } from '@/lib/message';
import { ALL_GUARANTEES, GuaranteeGroupDialog, type GuaranteeGroupDialogMode } from './guarantee-group-dialog';

const route = getRouteApi('/_authed/_permitted/product/guarantee/group');

export const DELETE_QUESTION = '删除当前保障服务吗';

export const GROUP_PERMS = {
  add: 'merchant:product:guarantee:group:add',
  edit: 'merchant:product:guarantee:group:edit',
  delete: 'merchant:product:guarantee:group:delete',
} as const;

const col = columnsFor<GuaranteeGroup>();

interface Actions {
  open: (mode: GuaranteeGroupDialogMode, group: GuaranteeGroup) => void;
  remove: (group: GuaranteeGroup) => void;
}

function GuaranteeTags({ group, guarantees }: { group: GuaranteeGroup; guarantees: readonly ProductGuarantee[] | undefined }) {
  if (group.guaranteeList.length === 0) return <span className="text-slate-500">-</span>;
  return (
    <ul aria-label={`${group.name}的保障服务`} className="flex max-w-md flex-wrap gap-1">
      {group.guaranteeList.map((item) => {
        const name = guarantees?.find((g) => g.id === item.gid)?.name ?? `#${item.gid}`;
        return (
          <li key={item.gid}>
            <Tag tone={item.isShow ? 'primary' : 'info'}>{item.isShow ? name : `${name}（平台已隐藏）`}</Tag>
          </li>
        );
      })}
    </ul>
  );
}

function columns(actions: Actions, guarantees: readonly ProductGuarantee[] | undefined) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('name', { header: '组合名称', enableHiding: false }),
    col.display({ id: 'guarantees', header: '保障服务', cell: (info) => <GuaranteeTags group={info.row.original} guarantees={guarantees} /> }),
    col.accessor('createTime', { header: '创建时间' }),
    col.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: (info) => {
        const group = info.row.original;
        return (
          <span className="flex items-center gap-3">
            <Authorized perms={GROUP_PERMS.edit}>
              <LinkButton onClick={() => actions.open('edit', group)}>
                编辑
              </LinkButton>
            </Authorized>
            <LinkButton onClick={() => actions.open('view', group)}>
              详情
            </LinkButton>
            <Authorized perms={GROUP_PERMS.delete}>
              <LinkButton danger onClick={() => actions.remove(group)}>
                删除
              </LinkButton>
            </Authorized>
          </span>
        );
      },
    }),
  ]);
}

/** 保障服务组合: the store's bundles of platform guarantees, offered together on a product. */
export function GuaranteeGroupPage() {
  const { search, update } = useRouteSearch(route);
  const list = useGetGuaranteeGroupList();
  const canListGuarantees = usePermission('merchant:plat:product:guarantee:list');
  const guarantees = useGetPlatformGuaranteeList(ALL_GUARANTEES, { query: { enabled: canListGuarantees } });
  const remove = useDeleteGuaranteeGroup();
  const [dialog, setDialog] = useState<{ mode: GuaranteeGroupDialogMode; group?: GuaranteeGroup } | null>(null);

  // The backend answers the whole list; it is paged here, and a page emptied by a delete falls back.
  const rows = list.data ?? [];
  const pageCount = Math.max(1, Math.ceil(rows.length / search.limit));
  const page = Math.min(search.page, pageCount);
  const pageRows = list.data?.slice((page - 1) * search.limit, page * search.limit);

  const onDelete = async (group: GuaranteeGroup) => {
    if (!(await confirm({ message: DELETE_QUESTION }))) return;
    await remove.mutateAsync({ id: group.id });
    message.success('删除成功');
  };

  const actions: Actions = {
    open: (mode, group) => setDialog({ mode, group }),
    remove: (group) => void onDelete(group).catch(() => {}),
  };

  return (
    <ListPage dialogs={dialog && <GuaranteeGroupDialog key={`${dialog.mode}-${dialog.group?.id ?? 'new'}`} mode={dialog.mode} group={dialog.group} onClose={() => setDialog(null)} />}>
      <DataTable
        tableId="product-guarantee-group"
        label="保障服务组合列表"
        columns={columns(actions, guarantees.data)}
        rows={pageRows}
        total={list.data?.length}
        getRowId={(g) => String(g.id)}
        page={page}
        limit={search.limit}
        onPageChange={(next) => update({ page: next })}
        onLimitChange={(limit) => update({ limit })}
        {...queryStatus(list)}
        emptyText="暂无保障服务组合"
        toolbar={
          <Authorized perms={GROUP_PERMS.add}>
            <Button size="sm" variant="primary" onClick={() => setDialog({ mode: 'add' })}>
              添加保障服务组合
            </Button>
          </Authorized>
        }
      />
    </ListPage>
  );
}

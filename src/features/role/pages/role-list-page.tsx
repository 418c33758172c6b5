import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { deleteRole, getGetRoleListQueryOptions, updateRoleStatus } from '@/api/generated/endpoints/role/role';
import { getRoleListQueryRoleNameMax as roleNameMax } from '@/api/generated-zod/role/role.zod';
import type { SystemRole } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { FilterBar, FilterSelect } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { useRowSwitch } from '@/components/list/use-row-switch';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { StatusSwitch } from '@/components/ui/status-switch';
import { useDialogs } from '@/components/use-dialogs';
import { LinkButton } from '@/components/ui/text-link';
import { message } from '@/lib/message';
import { AddRoleDialog, EditRoleDialog } from '@/features/role/dialogs/role-dialog';
import { STATUS_OPTIONS } from '@/features/role/model/status-options';

const route = getRouteApi('/_authed/_permitted/operation/roleManager/identityManager');

export const DELETE_QUESTION = '删除当前数据';

export const ROLE_PERMS = {
  save: 'merchant:admin:role:save',
  update: 'merchant:admin:role:update',
  info: 'merchant:admin:role:info',
  status: 'merchant:admin:role:update:status',
  delete: 'merchant:admin:role:delete',
  menus: 'merchant:menu:cache:tree',
} as const;

const col = columnsFor<SystemRole>();

function columns(status: (role: SystemRole) => ReactNode, actions: (role: SystemRole) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: '角色编号', enableHiding: false }),
    col.accessor('roleName', { header: '角色昵称', enableHiding: false }),
    col.display({ id: 'status', header: '状态', cell: ({ row }) => status(row.original) }),
    col.accessor('createTime', { header: '创建时间' }),
    col.accessor('updateTime', { header: '更新时间' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 身份管理 (reference §4.11): the store's roles and the menus each grants. */
export function RoleListPage() {
  const list = useListPage(useRouteSearch(route), getGetRoleListQueryOptions);
  const { search, update } = list;
  const dialogs = useDialogs<{ add: true; edit: number }>();
  const editing = dialogs.target('edit');

  const canAdd = usePermission([ROLE_PERMS.save, ROLE_PERMS.menus], 'and');
  const canEdit = usePermission([ROLE_PERMS.update, ROLE_PERMS.info], 'and');
  const canSwitch = usePermission(ROLE_PERMS.status);
  const canDelete = usePermission(ROLE_PERMS.delete);

  // A change loads the admin list again too, which shows role names (lib/refresh.ts); the guard's menus
  // follow from the roles on the next sign-in.
  const { busy, flip } = useRowSwitch<SystemRole>(list.queryKey);
  const toggle = (role: SystemRole) => flip(role, { status: !role.status }, () => updateRoleStatus({ id: role.id, status: !role.status }), '修改成功');

  const remove = async (role: SystemRole) => {
    if (!(await confirm({ message: DELETE_QUESTION }))) return;
    try {
      await deleteRole(role.id);
    } catch {
      // The HTTP client has shown why (say, an admin still holds the role).
      return;
    }
    message.success('删除成功');
    if (list.query.data?.list.length === 1 && search.page > 1) update({ page: search.page - 1 });
  };

  const renderStatus = (role: SystemRole) => (
    <StatusSwitch label={`${role.roleName} 状态`} checked={role.status} disabled={!canSwitch || busy.has(String(role.id))} onToggle={() => void toggle(role)} />
  );

  const renderActions = (role: SystemRole) => (
    <span className="flex items-center gap-3">
      {canEdit && (
        <LinkButton aria-label={`编辑 ${role.roleName}`} onClick={() => dialogs.open('edit', role.id)}>
          编辑
        </LinkButton>
      )}
      {canDelete && (
        <LinkButton danger aria-label={`删除 ${role.roleName}`} onClick={() => void remove(role)}>
          删除
        </LinkButton>
      )}
    </span>
  );

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <FilterSelect id="role-search-status" label="状态" value={search.status} options={STATUS_OPTIONS} onChange={(status) => update({ status })} />
          <SearchInput id="role-search-name" label="角色昵称" className="w-56" placeholder="请输入角色昵称" maxLength={roleNameMax} value={search.roleName} onCommit={(roleName) => update({ roleName })} />
        </FilterBar>
      }
      label="身份"
      dialogs={
        <>
          {dialogs.target('add') && <AddRoleDialog onClose={dialogs.close} />}
          {editing !== null && <EditRoleDialog key={editing} id={editing} onClose={dialogs.close} />}
        </>
      }
    >
      <DataTable
        tableId="role-list"
        label="身份列表"
        columns={columns(renderStatus, renderActions)}
        {...list.table}
        getRowId={(r) => String(r.id)}
        emptyText="暂无身份"
        leadingToolbar={
          canAdd && (
            <Button size="sm" variant="primary" onClick={() => dialogs.open('add', true)}>
              添加身份
            </Button>
          )
        }
      />
    </ListPage>
  );
}

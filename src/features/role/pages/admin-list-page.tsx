import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { deleteAdmin, getGetAdminListQueryOptions, toggleAdminSms, updateAdminStatus, useGetRoleList } from '@/api/generated/endpoints/role/role';
import { getAdminListQueryRealNameMax as keywordMax } from '@/api/generated-zod/role/role.zod';
import type { SystemAdmin } from '@/api/generated/model';
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
import { AddAdminDialog, EditAdminDialog } from '@/features/role/dialogs/admin-form-dialog';
import { AdminPasswordDialog } from '@/features/role/dialogs/admin-password-dialog';
import { ALL_ROLES } from '@/features/role/model/admin-schema';
import { STATUS_OPTIONS } from '@/features/role/model/status-options';

const route = getRouteApi('/_authed/_permitted/operation/roleManager/adminList');

export const DELETE_QUESTION = '删除当前数据';

export const ADMIN_PERMS = {
  save: 'merchant:admin:save',
  update: 'merchant:admin:update',
  info: 'merchant:admin:info',
  delete: 'merchant:admin:delete',
  status: 'merchant:admin:update:status',
  password: 'merchant:admin:update:password',
  sms: 'merchant:admin:update:receive:sms',
} as const;

/** The store owner (商户超管): fixed roles, never switched off, deleted or given a password by another admin (个人中心 is theirs). */
const isOwner = (admin: SystemAdmin) => admin.type === 2;

type Switch = 'status' | 'sms';

const col = columnsFor<SystemAdmin>();

function columns(switches: (admin: SystemAdmin, which: Switch) => ReactNode, actions: (admin: SystemAdmin) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('realName', { header: '姓名', enableHiding: false }),
    col.accessor('account', { header: '账号' }),
    col.accessor('phone', { header: '手机号', cell: (info) => info.getValue() || '-' }),
    col.accessor('roleNames', { header: '身份', cell: (info) => info.getValue() || '-' }),
    col.accessor('lastTime', { header: '最后登录时间', cell: (info) => info.getValue() ?? '-' }),
    col.accessor('lastIp', { header: '最后登录IP', cell: (info) => info.getValue() ?? '-' }),
    col.display({ id: 'status', header: '状态', cell: ({ row }) => switches(row.original, 'status') }),
    col.display({ id: 'isSms', header: '是否接收短信', cell: ({ row }) => switches(row.original, 'sms') }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 管理员列表 (reference §4.11): the store's admins, the roles they hold, switched on and off in place. */
export function AdminListPage() {
  const list = useListPage(useRouteSearch(route), getGetAdminListQueryOptions);
  const { search, update } = list;
  const roles = useGetRoleList(ALL_ROLES);
  const dialogs = useDialogs<{ add: true; edit: number; password: SystemAdmin }>();
  const editing = dialogs.target('edit');
  const changingPassword = dialogs.target('password');

  const canAdd = usePermission(ADMIN_PERMS.save);
  const canEdit = usePermission([ADMIN_PERMS.update, ADMIN_PERMS.info], 'and');
  const canDelete = usePermission(ADMIN_PERMS.delete);
  const canSwitch = usePermission(ADMIN_PERMS.status);
  const canSms = usePermission(ADMIN_PERMS.sms);
  const canPassword = usePermission(ADMIN_PERMS.password);

  const switches = useRowSwitch<SystemAdmin>(list.queryKey);
  const busy = switches.busy;
  const flip = (admin: SystemAdmin, which: Switch) =>
    which === 'status'
      ? switches.flip(admin, { status: !admin.status }, () => updateAdminStatus({ id: admin.id, status: !admin.status }), '修改成功', `status-${admin.id}`)
      : switches.flip(admin, { isSms: !admin.isSms }, () => toggleAdminSms(admin.id), '修改成功', `sms-${admin.id}`);

  const remove = async (admin: SystemAdmin) => {
    if (!(await confirm({ message: DELETE_QUESTION }))) return;
    try {
      await deleteAdmin({ id: admin.id });
    } catch {
      // The HTTP client has shown why.
      return;
    }
    message.success('删除成功');
    if (list.query.data?.list.length === 1 && search.page > 1) update({ page: search.page - 1 });
  };

  const renderSwitch = (admin: SystemAdmin, which: Switch) => {
    if (which === 'status') {
      if (isOwner(admin)) return <span className="text-sm text-slate-500">开启</span>;
      return <StatusSwitch label={`${admin.realName} 状态`} checked={admin.status} disabled={!canSwitch || busy.has(`status-${admin.id}`)} onToggle={() => void flip(admin, 'status')} />;
    }
    return <StatusSwitch label={`${admin.realName} 是否接收短信`} checked={admin.isSms} disabled={!canSms || busy.has(`sms-${admin.id}`)} onToggle={() => void flip(admin, 'sms')} />;
  };

  const renderActions = (admin: SystemAdmin) => (
    <span className="flex items-center gap-3">
      {canPassword && !isOwner(admin) && (
        <LinkButton aria-label={`修改密码 ${admin.realName}`} onClick={() => dialogs.open('password', admin)}>
          修改密码
        </LinkButton>
      )}
      {canEdit && !isOwner(admin) && (
        <LinkButton aria-label={`编辑 ${admin.realName}`} onClick={() => dialogs.open('edit', admin.id)}>
          编辑
        </LinkButton>
      )}
      {canDelete && !isOwner(admin) && (
        <LinkButton danger aria-label={`删除 ${admin.realName}`} onClick={() => void remove(admin)}>
          删除
        </LinkButton>
      )}
    </span>
  );

  const roleOptions = (roles.data?.list ?? []).map((r) => ({ value: r.id, label: r.roleName }));

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <FilterSelect id="admin-search-role" label="身份" value={search.roles} options={roleOptions} onChange={(role) => update({ roles: role })} />
          <FilterSelect id="admin-search-status" label="状态" value={search.status} options={STATUS_OPTIONS} onChange={(status) => update({ status })} />
          <SearchInput id="admin-search-keyword" label="管理搜索" className="w-56" placeholder="请输入姓名或者账号" maxLength={keywordMax} value={search.realName} onCommit={(realName) => update({ realName })} />
        </FilterBar>
      }
      label="管理员"
      dialogs={
        <>
          {dialogs.target('add') && <AddAdminDialog onClose={dialogs.close} />}
          {editing !== null && <EditAdminDialog key={editing} id={editing} onClose={dialogs.close} />}
          {changingPassword && <AdminPasswordDialog key={changingPassword.id} admin={changingPassword} onClose={dialogs.close} />}
        </>
      }
    >
      <DataTable
        tableId="admin-list"
        label="管理员列表"
        columns={columns(renderSwitch, renderActions)}
        {...list.table}
        getRowId={(a) => String(a.id)}
        emptyText="暂无管理员"
        leadingToolbar={
          canAdd && (
            <Button size="sm" variant="primary" onClick={() => dialogs.open('add', true)}>
              添加管理员
            </Button>
          )
        }
      />
    </ListPage>
  );
}

import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { deleteEmployee, updateEmployee } from '@/api/generated/endpoints/employee/employee';
import type { MerchantEmployee } from '@/api/generated/model';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { FilterBar, FilterSelect } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { useRowSwitch } from '@/components/list/use-row-switch';
import { lazyDialog } from '@/components/lazy-dialog';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { StatusSwitch } from '@/components/ui/status-switch';
import { Tag } from '@/components/ui/tag';
import { LinkButton } from '@/components/ui/text-link';
import { useDialogs } from '@/components/use-dialogs';
import { Authorized, usePermission } from '@/components/authorized';
import { USER_DETAIL_PERMISSION, UserDetailDrawer } from '@/components/user-detail-drawer';
import { employeeRoleNames } from '@/lib/domain/employee-roles';
import { employeeStatusOptions } from '@/lib/enums';
import { message } from '@/lib/message';
import { STAFF_PERMS } from './staff-perms';
import { keywordsMax, staffListQuery } from './staff-queries';

const route = getRouteApi('/_authed/_permitted/staff/index');

export const DELETE_QUESTION = '该员工删除后，将无法使用移动端-商家管理';

// The form (and zod) load when a dialog first opens.
const isOpen = (p: { target: unknown }) => p.target !== null;
const AddStaffDialog = lazyDialog(() => import('./staff-form-dialog').then((m) => m.AddStaffDialog), isOpen);
const EditStaffDialog = lazyDialog(() => import('./staff-form-dialog').then((m) => m.EditStaffDialog), isOpen);

/** 关联用户 as the list shows it: the nickname where the backend sends one, and the uid. */
export const linkedUserText = (e: Pick<MerchantEmployee, 'uid' | 'nickname'>) => (e.nickname ? `${e.nickname} / ${e.uid}` : String(e.uid));

const col = columnsFor<MerchantEmployee>();

type Cell = (e: MerchantEmployee) => ReactNode;

function columns(renderUser: Cell, renderStatus: Cell, renderActions: Cell) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('avatar', {
      header: '头像',
      cell: (info) =>
        info.getValue() ? (
          <img src={info.getValue()} alt="" className="size-9 rounded-full object-cover" />
        ) : (
          <span aria-hidden className="inline-flex size-9 items-center justify-center rounded-full bg-slate-100 text-sm text-slate-500">
            {info.row.original.name.slice(0, 1)}
          </span>
        ),
    }),
    col.accessor('name', { header: '员工姓名', enableHiding: false }),
    col.display({
      id: 'uid',
      header: '关联用户',
      cell: ({ row }) => renderUser(row.original),
    }),
    col.accessor('phone', { header: '手机号' }),
    col.accessor('role', {
      header: '管理权限',
      cell: (info) => {
        const names = employeeRoleNames(info.getValue());
        if (names.length === 0) return '-';
        return (
          <span className="flex max-w-64 flex-wrap gap-1">
            {names.map((name) => (
              <Tag key={name} tone="primary">
                {name}
              </Tag>
            ))}
          </span>
        );
      },
    }),
    col.accessor('creatTime', { header: '创建时间' }),
    col.display({
      id: 'status',
      header: '状态',
      cell: ({ row }) => renderStatus(row.original),
    }),
    col.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => renderActions(row.original),
    }),
  ]);
}

/** What the update call takes of a listed employee: the whole employee, as the reference has no call of its own for 状态. */
const updateBody = (e: MerchantEmployee, change: Pick<MerchantEmployee, 'status'>) => ({
  id: e.id,
  uid: e.uid,
  name: e.name,
  phone: e.phone,
  role: e.role,
  status: change.status,
  ...(e.avatar ? { avatar: e.avatar } : {}),
});

/**
 * 员工管理 (reference /staff/index): the store's employees of the mobile console, each linked to a mall user
 * with the permissions granted; filtered in the address, switched on and off in place, added, edited and deleted.
 */
export function StaffListPage() {
  const list = useListPage(useRouteSearch(route), staffListQuery);
  const { search, update } = list;
  const dialogs = useDialogs<{ add: true; edit: number }>();
  // Without the user details' permission the linked user is plain text, and no address opens the drawer.
  const canSeeUser = usePermission(USER_DETAIL_PERMISSION);
  const canUpdate = usePermission(STAFF_PERMS.update);

  const switches = useRowSwitch<MerchantEmployee>(list.queryKey);
  const flip = (e: MerchantEmployee) => {
    const status = e.status === 1 ? 0 : 1;
    return switches.flip(e, { status }, () => updateEmployee(updateBody(e, { status })), '修改成功');
  };

  const remove = async (e: MerchantEmployee) => {
    if (!(await confirm({ message: DELETE_QUESTION }))) return;
    try {
      await deleteEmployee({ id: e.id });
    } catch {
      // The HTTP client has shown why.
      return;
    }
    message.success('删除成功');
    // The last row of a later page gone: show the page before.
    if (list.query.data?.list.length === 1 && search.page > 1) update({ page: search.page - 1 });
  };

  const renderUser = (e: MerchantEmployee) =>
    canSeeUser ? (
      <LinkButton aria-label={`查看关联用户 ${linkedUserText(e)}`} onClick={() => update({ user: e.uid, page: search.page })}>
        {linkedUserText(e)}
      </LinkButton>
    ) : (
      linkedUserText(e)
    );
  const renderStatus = (e: MerchantEmployee) =>
    canUpdate ? (
      <StatusSwitch label={`${e.name} 状态`} checked={e.status === 1} disabled={switches.busy.has(String(e.id))} onToggle={() => void flip(e)} />
    ) : (
      <Tag tone={e.status === 1 ? 'success' : 'info'}>{employeeStatusOptions.find((o) => o.value === e.status)?.label}</Tag>
    );
  const renderActions = (e: MerchantEmployee) => (
    <span className="flex items-center gap-3">
      <Authorized perms={[STAFF_PERMS.info, STAFF_PERMS.update]} mode="and">
        <LinkButton aria-label={`编辑 ${e.name}`} onClick={() => dialogs.open('edit', e.id)}>
          编辑
        </LinkButton>
      </Authorized>
      <Authorized perms={STAFF_PERMS.delete}>
        <LinkButton danger aria-label={`删除 ${e.name}`} onClick={() => void remove(e)}>
          删除
        </LinkButton>
      </Authorized>
    </span>
  );

  const filtered = search.status !== undefined || Boolean(search.keywords);

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <FilterSelect
            id="staff-status"
            label="员工状态"
            value={search.status}
            options={employeeStatusOptions}
            onChange={(status) => update({ status })}
          />
          <SearchInput id="staff-keywords" label="员工搜索" className="w-56" placeholder="请输入姓名或手机号" maxLength={keywordsMax} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterBar>
      }
      label="员工"
      dialogs={
        <>
          <AddStaffDialog {...dialogs.props('add')} />
          <EditStaffDialog {...dialogs.props('edit')} />
          <UserDetailDrawer userId={canSeeUser ? search.user : undefined} onClose={() => update({ user: undefined, page: search.page })} />
        </>
      }
    >
      <DataTable
        tableId="staff-list"
        label="员工列表"
        columns={columns(renderUser, renderStatus, renderActions)}
        {...list.table}
        getRowId={(e) => String(e.id)}
        emptyText={filtered ? '没有符合条件的员工' : '暂无员工'}
        leadingToolbar={
          <Authorized perms={STAFF_PERMS.save}>
            <Button size="sm" variant="primary" onClick={() => dialogs.open('add', true)}>
              添加员工
            </Button>
          </Authorized>
        }
      />
    </ListPage>
  );
}

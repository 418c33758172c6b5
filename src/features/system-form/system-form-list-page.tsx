import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { getGetSystemFormDetailQueryKey, getGetSystemFormPageQueryOptions, useDeleteSystemForm } from '@/api/generated/endpoints/system-form/system-form';
import type { SystemFormListItem } from '@/api/generated/model';
import { Authorized, usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { ListPage } from '@/components/list/list-page';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/text-link';
import { message } from '@/lib/message';
import { openDesigner, useDesignerSaved } from '@/lib/system-form-window';
import { SYSTEM_FORM_PERMS } from './system-form-perms';
import { systemFormListParams } from './system-form-queries';

const route = getRouteApi('/_authed/_permitted/maintain/systemForm');

export const DELETE_QUESTION = '确定要删除此表单吗？';

const col = columnsFor<SystemFormListItem>();

function columns(edit: (form: SystemFormListItem) => void, remove: (form: SystemFormListItem) => void, mayUpdate: boolean) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('formName', { header: '表单名称', enableHiding: false }),
    col.accessor('createTime', { header: '添加时间' }),
    col.accessor('updateTime', { header: '更新时间' }),
    col.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: (info) => (
        <span className="flex items-center gap-3">
          {/* Without the right to change it, the form opens to be read. */}
          <Authorized perms={[SYSTEM_FORM_PERMS.update, SYSTEM_FORM_PERMS.detail]}>
            <LinkButton onClick={() => edit(info.row.original)}>{mayUpdate ? '编辑' : '查看'}</LinkButton>
          </Authorized>
          <Authorized perms={SYSTEM_FORM_PERMS.delete}>
            <LinkButton danger onClick={() => remove(info.row.original)}>
              删除
            </LinkButton>
          </Authorized>
        </span>
      ),
    }),
  ]);
}

/**
 * 系统表单: the forms the store designs for buyers to fill in (关联表单 of a product). Adding and
 * editing happen in the designer's own window; the list reloads when that window saves.
 */
export function SystemFormListPage() {
  const list = useListPage(useRouteSearch(route), (s) => getGetSystemFormPageQueryOptions(systemFormListParams(s)));
  const { search, update } = list;
  const queryClient = useQueryClient();
  const remove = useDeleteSystemForm();
  const mayUpdate = usePermission(SYSTEM_FORM_PERMS.update);

  useDesignerSaved();

  const onDelete = async (form: SystemFormListItem) => {
    if (!(await confirm({ message: DELETE_QUESTION }))) return;
    await remove.mutateAsync({ id: form.id });
    if (list.table.rows?.length === 1 && search.page > 1) update({ page: search.page - 1 });
    // The deleted form's details go from the cache, not only stale: nothing may show them again.
    queryClient.removeQueries({ queryKey: getGetSystemFormDetailQueryKey(form.id) });
    message.success('删除成功');
  };

  return (
    <ListPage>
      <DataTable
        tableId="system-form"
        label="系统表单列表"
        columns={columns((form) => openDesigner(form.id, mayUpdate ? 'edit' : 'info'), (form) => void onDelete(form).catch(() => {}), mayUpdate)}
        {...list.table}
        getRowId={(f) => String(f.id)}
        emptyText="暂无表单，点击“添加表单”设计一个"
        toolbar={
          <Authorized perms={SYSTEM_FORM_PERMS.add}>
            <Button size="sm" variant="primary" onClick={() => openDesigner(0, 'add')}>
              添加表单
            </Button>
          </Authorized>
        }
      />
    </ListPage>
  );
}

import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { deletePrint, getGetPrintListQueryOptions, updatePrintStatus } from '@/api/generated/endpoints/print/print';
import type { MerchantPrint } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { Button } from '@/components/ui/button';
import { StatusSwitch } from '@/components/ui/status-switch';
import { useDialogs } from '@/components/use-dialogs';
import { message } from '@/lib/message';
import { useRowSwitch } from '@/components/list/use-row-switch';
import { ListPage } from '@/components/list/list-page';
import { LinkButton } from '@/components/ui/text-link';
import { PRINT_TYPE_OPTIONS } from '@/lib/domain/store-rules';
import { PrintDialog } from '@/features/store/dialogs/print-dialog';

const route = getRouteApi('/_authed/_permitted/operation/printreceipt');

export const DELETE_QUESTION = '删除当前数据?';

export const PRINT_PERMS = {
  save: 'merchant:admin:print:save',
  edit: 'merchant:admin:print:edit',
  info: 'merchant:admin:print:info',
  status: 'merchant:admin:print:update:status',
  delete: 'merchant:admin:print:delete',
} as const;

const col = columnsFor<MerchantPrint>();

/** 当前打印机编号: the number of the printer's own type. */
const machineNo = (p: MerchantPrint) => (p.printType === 0 ? p.printYlyMerchineNo : p.printFeSn) || '-';

function columns(status: (p: MerchantPrint) => ReactNode, actions: (p: MerchantPrint) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('printName', { header: '名称', enableHiding: false }),
    col.accessor('printType', { header: '打印机类型', cell: (info) => PRINT_TYPE_OPTIONS.find((o) => o.value === info.getValue())?.label ?? '未知' }),
    col.display({ id: 'machineNo', header: '当前打印机编号', cell: ({ row }) => machineNo(row.original) }),
    col.accessor('updateTime', { header: '更新时间' }),
    col.display({ id: 'status', header: '状态', cell: ({ row }) => status(row.original) }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 小票打印 (reference §4.9): the store's receipt printers of 易联云 and 飞鹅云, paged in the address. */
export function PrintListPage() {
  const list = useListPage(useRouteSearch(route), getGetPrintListQueryOptions);
  const { search, update } = list;
  const dialogs = useDialogs<{ add: true; edit: number }>();
  const editing = dialogs.target('edit');
  const canSave = usePermission(PRINT_PERMS.save);
  const canEdit = usePermission([PRINT_PERMS.edit, PRINT_PERMS.info], 'and');
  const canSwitch = usePermission(PRINT_PERMS.status);
  const canDelete = usePermission(PRINT_PERMS.delete);

  const { busy, flip } = useRowSwitch<MerchantPrint>(list.queryKey);
  const toggle = (print: MerchantPrint) => {
    const status = print.status === 1 ? 0 : 1;
    return flip(print, { status }, () => updatePrintStatus({ id: print.id, status }), '操作成功');
  };

  const remove = async (print: MerchantPrint) => {
    if (!(await confirm({ message: DELETE_QUESTION }))) return;
    try {
      await deletePrint(print.id);
    } catch {
      // The HTTP client has shown why.
      return;
    }
    message.success('删除成功');
    // The last row of a later page gone: show the page before.
    if (list.query.data?.list.length === 1 && search.page > 1) update({ page: search.page - 1 });
  };

  const renderStatus = (p: MerchantPrint) => <StatusSwitch label={`${p.printName} 状态`} checked={p.status === 1} disabled={!canSwitch || busy.has(String(p.id))} onToggle={() => void toggle(p)} />;

  const renderActions = (p: MerchantPrint) => (
    <span className="flex items-center gap-3">
      {canEdit && (
        <LinkButton aria-label={`修改 ${p.printName}`} onClick={() => dialogs.open('edit', p.id)}>
          修改
        </LinkButton>
      )}
      {canDelete && (
        <LinkButton danger aria-label={`删除 ${p.printName}`} onClick={() => void remove(p)}>
          删除
        </LinkButton>
      )}
    </span>
  );

  return (
    <ListPage
      heading="小票打印"
      label="打印机"
      dialogs={
        <>
          {dialogs.target('add') && <PrintDialog onClose={dialogs.close} />}
          {editing !== null && <PrintDialog key={editing} printId={editing} onClose={dialogs.close} />}
        </>
      }
    >
      <DataTable
        tableId="merchant-print"
        label="打印机列表"
        columns={columns(renderStatus, renderActions)}
        {...list.table}
        getRowId={(p) => String(p.id)}
        emptyText="暂无打印机"
        leadingToolbar={
          canSave && (
            <Button size="sm" variant="primary" onClick={() => dialogs.open('add', true)}>
              添加打印机
            </Button>
          )
        }
      />
    </ListPage>
  );
}

import { useState, type ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { deleteMerchantExpress, toggleExpressDefault, toggleExpressOpen } from '@/api/generated/endpoints/express/express';
import { getMerchantExpressPageQueryKeywordsMax as keywordsMax } from '@/api/generated-zod/express/express.zod';
import type { MerchantExpress } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { columnsFor, DataTable } from '@/components/list/data-table';
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
import { message } from '@/lib/message';
import { linkedExpressOptions } from './logistics-queries';
import { OPEN_OPTIONS } from '@/features/logistics/logistics-search';

const route = getRouteApi('/_authed/_permitted/operation/logisticsManagement');

/** The permissions of the page's actions (the reference's, §6 MerchantExpressController). */
export const LOGISTICS_PERMISSIONS = {
  all: 'merchant:express:all',
  relate: 'merchant:express:relate',
  open: 'merchant:express:open:switch',
  default: 'merchant:express:default:switch',
  delete: 'merchant:express:delete',
} as const;

export const DELETE_QUESTION = '确定要删除此物流公司吗？';


// The form (and zod) load with the dialog, not with the page.
const RelateExpressDialog = lazyDialog(() => import('@/components/relate-express-dialog').then((m) => m.RelateExpressDialog), (p) => p.open);

const col = columnsFor<MerchantExpress>();

function columns(status: (e: MerchantExpress) => ReactNode, actions: (e: MerchantExpress) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('name', {
      header: '物流公司名称',
      enableHiding: false,
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-1.5">
          {row.original.isDefault && <Tag tone="primary">默认</Tag>}
          {row.original.name}
        </span>
      ),
    }),
    col.accessor('code', { header: '编码' }),
    col.display({ id: 'isOpen', header: '状态', cell: ({ row }) => status(row.original) }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

const withoutId = (ids: ReadonlySet<number>, id: number) => {
  const rest = new Set(ids);
  rest.delete(id);
  return rest;
};

/**
 * 物流管理 (reference §3 /operation/logisticsManagement): the carriers the store ships with, linked from
 * the platform's (新增), switched on and off, one of them the default the ship dialog preselects.
 */
export function LogisticsPage() {
  const list = useListPage(useRouteSearch(route), linkedExpressOptions);
  const { search, update } = list;
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [relating, setRelating] = useState(false);

  const canRelate = usePermission([LOGISTICS_PERMISSIONS.relate, LOGISTICS_PERMISSIONS.all], 'and');
  const canOpen = usePermission(LOGISTICS_PERMISSIONS.open);
  const canDefault = usePermission(LOGISTICS_PERMISSIONS.default);
  const canDelete = usePermission(LOGISTICS_PERMISSIONS.delete);

  const openSwitch = useRowSwitch<MerchantExpress>(list.queryKey);

  /** Runs one row's call with its buttons held; false when the server refused (it has said why). */
  const act = async (express: MerchantExpress, call: () => Promise<unknown>) => {
    setBusy((current) => new Set(current).add(express.id));
    try {
      await call();
      return true;
    } catch {
      return false;
    } finally {
      setBusy((current) => withoutId(current, express.id));
    }
  };

  const toggleDefault = async (express: MerchantExpress) => {
    if (!(await act(express, () => toggleExpressDefault(express.id)))) return;
    message.success('操作成功');
  };

  const remove = async (express: MerchantExpress) => {
    if (!(await confirm({ message: DELETE_QUESTION }))) return;
    if (!(await act(express, () => deleteMerchantExpress(express.id)))) return;
    message.success('删除成功');
    // The last row of a later page gone: show the page before.
    if (list.table.rows?.length === 1 && search.page > 1) update({ page: search.page - 1 });
  };

  const held = (express: MerchantExpress) => busy.has(express.id) || openSwitch.busy.has(String(express.id));

  const renderStatus = (express: MerchantExpress) =>
    canOpen ? (
      <StatusSwitch
        label={`${express.name} 开启`}
        checked={express.isOpen}
        // The default carrier is the ship dialog's first choice: it stays open (取消默认 first).
        disabled={express.isDefault || held(express)}
        onToggle={() => void openSwitch.flip(express, { isOpen: !express.isOpen }, () => toggleExpressOpen(express.id), '更新状态成功')}
      />
    ) : (
      <span className="text-slate-600">{express.isOpen ? '开启' : '关闭'}</span>
    );

  const renderActions = (express: MerchantExpress) => (
    <div className="flex items-center gap-3">
      {canDefault && express.isOpen && (
        <LinkButton aria-label={`${express.isDefault ? '取消默认' : '设为默认'} ${express.name}`} disabled={held(express)} onClick={() => void toggleDefault(express)}>
          {express.isDefault ? '取消默认' : '设为默认'}
        </LinkButton>
      )}
      {canDelete && (
        <LinkButton danger aria-label={`删除 ${express.name}`} disabled={held(express)} onClick={() => void remove(express)}>
          删除
        </LinkButton>
      )}
    </div>
  );

  const filtered = Boolean(search.keywords) || search.openStatus !== undefined;

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <SearchInput id="logistics-keywords" label="关键字" className="w-56" placeholder="请输入物流公司名称或编码" maxLength={keywordsMax} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
          <FilterSelect id="logistics-open" label="开启状态" value={search.openStatus} options={OPEN_OPTIONS} onChange={(openStatus) => update({ openStatus })} />
        </FilterBar>
      }
      label="物流公司"
      dialogs={<RelateExpressDialog open={relating} onClose={() => setRelating(false)} />}
    >
      <DataTable
        tableId="logistics-express"
        label="物流公司列表"
        columns={columns(renderStatus, renderActions)}
        {...list.table}
        getRowId={(e) => String(e.id)}
        emptyText={filtered ? '没有符合条件的物流公司' : '暂无物流公司，点击新增关联平台的物流公司'}
        leadingToolbar={
          canRelate && (
            <Button variant="primary" size="sm" onClick={() => setRelating(true)}>
              新增
            </Button>
          )
        }
      />
    </ListPage>
  );
}

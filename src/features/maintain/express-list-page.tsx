import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  deleteMerchantExpress,
  getGetMerchantExpressPageQueryKey,
  getGetPlatformExpressListQueryKey,
  toggleExpressDefault,
  toggleExpressOpen,
} from '@/api/generated/endpoints/express/express';
import { getGetExpressListQueryKey } from '@/api/generated/endpoints/order/order';
import { getMerchantExpressPageQueryKeywordsMax as keywordsMax } from '@/api/generated-zod/express/express.zod';
import type { MerchantExpress } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { FilterBar, FilterField, FilterSelect } from '@/components/data-table/filter-field';
import { SearchInput } from '@/components/data-table/search-input';
import { useListPage, useRouteSearch } from '@/components/list-page/use-list-page';
import { Button } from '@/components/ui/button';
import { StatusSwitch } from '@/components/ui/status-switch';
import { Tag } from '@/components/ui/tag';
import { LinkButton } from '@/components/ui/text-link';
import { message } from '@/lib/message';
import { expressPageOptions } from './maintain-queries';
import { RelateExpressDialog } from './relate-express-dialog';

const route = getRouteApi('/_authed/_permitted/maintain/logistics/companyList');

/** The permissions of the page's actions (the API's). */
export const EXPRESS_PERMISSIONS = {
  relate: 'merchant:express:relate',
  platform: 'merchant:express:list',
  open: 'merchant:express:open:switch',
  default: 'merchant:express:default:switch',
  delete: 'merchant:express:delete',
} as const;

const OPEN_OPTIONS = [
  { value: 1, label: '开启' },
  { value: 0, label: '关闭' },
] as const;

const col = columnsFor<MerchantExpress>();

function columns(status: (e: MerchantExpress) => ReactNode, actions: (e: MerchantExpress) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('name', { header: '物流公司名称', enableHiding: false }),
    col.accessor('code', { header: '编码' }),
    col.display({ id: 'isOpen', header: '状态', cell: ({ row }) => status(row.original) }),
    col.accessor('isDefault', { header: '默认', cell: (info) => (info.getValue() ? <Tag tone="primary">默认</Tag> : <span className="text-slate-400">—</span>) }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

const withoutId = (ids: ReadonlySet<number>, id: number) => {
  const rest = new Set(ids);
  rest.delete(id);
  return rest;
};

/** 物流公司: the carriers the store linked, switched on and off, one the default; the ship dialog offers the open ones. */
export function ExpressListPage() {
  const list = useListPage(useRouteSearch(route), expressPageOptions);
  const { search, update } = list;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [relating, setRelating] = useState(false);

  const canRelate = usePermission([EXPRESS_PERMISSIONS.relate, EXPRESS_PERMISSIONS.platform], 'and');
  const canOpen = usePermission(EXPRESS_PERMISSIONS.open);
  const canDefault = usePermission(EXPRESS_PERMISSIONS.default);
  const canDelete = usePermission(EXPRESS_PERMISSIONS.delete);

  /** The list, the platform list's 已关联 marks and the ship dialog's carriers load again. */
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetMerchantExpressPageQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetPlatformExpressListQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetExpressListQueryKey() }),
    ]);

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

  const toggleOpen = async (express: MerchantExpress) => {
    const key = list.queryKey;
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData(key);
    // Optimistic: the switch moves at once and goes back if the server refuses.
    queryClient.setQueryData<typeof list.query.data>(key, (old) => old && { ...old, list: old.list.map((e) => (e.id === express.id ? { ...e, isOpen: !express.isOpen } : e)) });
    if (await act(express, () => toggleExpressOpen(express.id))) message.success('操作成功');
    else queryClient.setQueryData(key, previous);
    await refresh();
  };

  const toggleDefault = async (express: MerchantExpress) => {
    if (!(await act(express, () => toggleExpressDefault(express.id)))) return;
    message.success('操作成功');
    await refresh();
  };

  const remove = async (express: MerchantExpress) => {
    if (!(await confirm())) return;
    if (!(await act(express, () => deleteMerchantExpress(express.id)))) return;
    message.success('删除成功');
    await refresh();
  };

  const renderStatus = (express: MerchantExpress) => (
    <StatusSwitch label={`${express.name} 开启`} checked={express.isOpen} disabled={!canOpen || busy.has(express.id)} onToggle={() => void toggleOpen(express)} />
  );

  const renderActions = (express: MerchantExpress) => (
    <div className="flex items-center gap-3">
      {canDefault && (
        <LinkButton aria-label={`${express.isDefault ? '取消默认' : '设为默认'} ${express.name}`} disabled={busy.has(express.id)} onClick={() => void toggleDefault(express)}>
          {express.isDefault ? '取消默认' : '设为默认'}
        </LinkButton>
      )}
      {canDelete && (
        <LinkButton danger aria-label={`删除 ${express.name}`} disabled={busy.has(express.id)} onClick={() => void remove(express)}>
          删除
        </LinkButton>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <FilterBar onReset={() => list.reset()}>
        <FilterField id="express-keywords" label="名称/编码">
          <SearchInput id="express-keywords" className="w-56" placeholder="请输入物流公司名称或编码" maxLength={keywordsMax} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterField>
        <FilterField id="express-open" label="开启状态">
          <FilterSelect id="express-open" value={search.openStatus} options={OPEN_OPTIONS} onChange={(value) => update({ openStatus: value === '' ? undefined : value === '1' ? 1 : 0 })} />
        </FilterField>
      </FilterBar>
      <section aria-label="物流公司" className="rounded bg-white p-4 shadow-sm">
        <DataTable
          tableId="express-list"
          label="物流公司列表"
          columns={columns(renderStatus, renderActions)}
          {...list.table}
          getRowId={(e) => String(e.id)}
          emptyText="暂无物流公司"
          leadingToolbar={
            canRelate && (
              <Button variant="primary" size="sm" onClick={() => setRelating(true)}>
                新增
              </Button>
            )
          }
        />
      </section>
      {relating && <RelateExpressDialog onClose={() => setRelating(false)} onDone={refresh} />}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQueries, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import {
  deleteSeckillProducts,
  getGetSeckillProductPageQueryOptions,
  putSeckillProductsOn,
  takeSeckillProductsOff,
  useGetSeckillProductPage,
  withdrawSeckillProduct,
} from '@/api/generated/endpoints/seckill/seckill';
import type { GetSeckillProductPageParams, SeckillProduct } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { nextSearch } from '@/components/data-table/list-search';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { Tag } from '@/components/ui/tag';
import { StatusSwitch } from '@/components/ui/status-switch';
import { activityStatusOptions, productShelfLabel, productShelfOptions } from '@/lib/enums';
import { yuan } from '@/lib/format';
import { message } from '@/lib/message';
import { SeckillProductDrawer, type DrawerMode } from './seckill-product-drawer';
import { DEFAULT_AUDIT_TAB, SECKILL_PERMISSIONS, seckillAuditOptions, type SeckillAuditStatus } from './seckill-options';
import type { SeckillProductSearch } from './seckill-search';
import { ActivityStatusTag, AuditStatusTag } from './seckill-ui';
import { FilterField, FilterSelect } from '@/components/data-table/filter-field';
import { StatusTabs } from '@/components/data-table/status-tabs';

const route = getRouteApi('/_authed/_permitted/marketing/seckill/list');

export const WITHDRAW_QUESTION = '确定撤回该商品的审核吗？';

const linkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary';

const col = columnsFor<SeckillProduct>();

function columns(tab: SeckillAuditStatus, shelf: (p: SeckillProduct) => ReactNode, actions: (p: SeckillProduct) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('image', { header: '商品图', cell: (info) => <img src={info.getValue()} alt="" className="size-10 rounded object-cover" /> }),
    col.accessor('name', { header: '商品名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue()}</span> }),
    col.accessor('categoryName', { header: '商品分类', cell: (info) => info.getValue() || '-' }),
    col.accessor('activityName', { header: '活动名称', cell: (info) => <span className="inline-block max-w-48 break-words whitespace-normal">{info.getValue() || '-'}</span> }),
    col.accessor('price', { header: '商品售价', cell: (info) => yuan(info.getValue()) }),
    col.accessor('seckillPrice', { header: '活动价', cell: (info) => yuan(info.getValue()) }),
    col.accessor('sort', { header: '排序' }),
    col.display({ id: 'isShow', header: '商品状态', cell: ({ row }) => shelf(row.original) }),
    col.accessor('activityStatus', { header: '活动状态', cell: (info) => <ActivityStatusTag status={info.getValue()} /> }),
    col.accessor('auditStatus', { header: '审核状态', cell: (info) => <AuditStatusTag status={info.getValue()} /> }),
    ...(tab === 3 ? [col.accessor('reason', { header: '失败原因', cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue() || '-'}</span> })] : []),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 批量删除 and 批量下架 of the checked rows. */
function bulkButtons({ canDelete, canDown, onDelete, onTakeDown }: { canDelete: boolean; canDown: boolean; onDelete: (rows: SeckillProduct[], clear: () => void) => void; onTakeDown: (rows: SeckillProduct[], clear: () => void) => void }) {
  return function BulkButtons(selected: SeckillProduct[], clear: () => void) {
    return (
      <>
        {canDelete && (
          <Button size="sm" disabled={selected.length === 0} onClick={() => onDelete(selected, clear)}>
            批量删除
          </Button>
        )}
        {canDown && (
          <Button size="sm" disabled={selected.length === 0} onClick={() => onTakeDown(selected, clear)}>
            批量下架
          </Button>
        )}
      </>
    );
  };
}

const joinIds = (rows: readonly SeckillProduct[]) => rows.map((p) => p.id).join(',');

/**
 * 秒杀商品 (reference §4.13): this store's seckill products by review state (tabs with counts),
 * filtered in the address; shelved and taken down, edited in a drawer, withdrawn from review,
 * sent again after a refusal and deleted, one by one or checked together.
 */
export function SeckillProductPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const update = (change: Partial<SeckillProductSearch>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true });
  const tab: SeckillAuditStatus = search.auditStatus ?? DEFAULT_AUDIT_TAB;

  const filters: GetSeckillProductPageParams = {};
  if (search.proName) filters.proName = search.proName;
  if (search.activityName) filters.activityName = search.activityName;
  if (search.proStatus !== undefined) filters.proStatus = search.proStatus;
  if (search.activityStatus !== undefined) filters.activityStatus = search.activityStatus;

  const list = useGetSeckillProductPage(
    { page: search.page, limit: search.limit, ...filters, auditStatus: tab },
    // The previous rows stay while a page loads, but never under another tab (its actions differ).
    { query: { placeholderData: (previous, previousQuery) => ((previousQuery?.queryKey[1] as GetSeckillProductPageParams | undefined)?.auditStatus === tab ? previous : undefined) } },
  );
  // No count call exists: each tab's count is the total of a one-row page under the same filters.
  const counts = useQueries({
    queries: seckillAuditOptions.map((o) => getGetSeckillProductPageQueryOptions({ ...filters, auditStatus: o.value, page: 1, limit: 1 }, { query: { placeholderData: keepPreviousData } })),
  });

  const canAdd = usePermission(SECKILL_PERMISSIONS.add);
  const canPrice = usePermission(SECKILL_PERMISSIONS.price);
  const canUp = usePermission(SECKILL_PERMISSIONS.up);
  const canDown = usePermission(SECKILL_PERMISSIONS.down);
  const canDelete = usePermission(SECKILL_PERMISSIONS.delete);
  const canWithdraw = usePermission(SECKILL_PERMISSIONS.withdraw);

  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [drawer, setDrawer] = useState<{ product: SeckillProduct; mode: DrawerMode } | null>(null);

  /** Every page, every tab's count and the activities' product numbers load again. */
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/admin/merchant/seckill') });

  /** Runs a call; on success says so and reloads. Failures were already shown by the HTTP client. */
  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
    } catch {
      return false;
    }
    message.success(done);
    await refresh();
    return true;
  };

  const toggleShelf = async (p: SeckillProduct) => {
    const next = !p.isShow;
    const key = list.queryKey;
    setToggling((current) => new Set(current).add(p.id));
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData(key);
    // Optimistic: the switch moves at once and goes back if the server refuses.
    queryClient.setQueryData(key, (old) => old && { ...old, list: old.list.map((r) => (r.id === p.id ? { ...r, isShow: next } : r)) });
    try {
      await (next ? putSeckillProductsOn({ ids: String(p.id) }) : takeSeckillProductsOff({ ids: String(p.id) }));
      message.success(next ? '上架成功' : '下架成功');
    } catch {
      queryClient.setQueryData(key, previous);
    } finally {
      setToggling((current) => {
        const rest = new Set(current);
        rest.delete(p.id);
        return rest;
      });
      void refresh();
    }
  };

  const remove = async (rows: readonly SeckillProduct[], clear?: () => void) => {
    if (rows.length === 0 || !(await confirm())) return;
    if (await act(() => deleteSeckillProducts({ ids: joinIds(rows) }), '删除成功')) clear?.();
  };

  const takeDown = async (rows: readonly SeckillProduct[], clear: () => void) => {
    if (rows.length === 0) return;
    if (await act(() => takeSeckillProductsOff({ ids: joinIds(rows) }), '下架成功')) clear();
  };

  const withdraw = async (p: SeckillProduct) => {
    if (!(await confirm({ message: WITHDRAW_QUESTION }))) return;
    await act(() => withdrawSeckillProduct(p.id), '撤回成功');
  };

  const renderShelf = (p: SeckillProduct) =>
    p.auditStatus === 2 ? (
      <StatusSwitch label={`${p.name} 上架`} checked={p.isShow} onText="上架" offText="下架" disabled={!(p.isShow ? canDown : canUp) || toggling.has(p.id)} onToggle={() => void toggleShelf(p)} />
    ) : (
      <Tag tone="info">{productShelfLabel(p.isShow ? 1 : 0)}</Tag>
    );

  const renderActions = (p: SeckillProduct) => {
    const mode: DrawerMode = p.auditStatus === 1 || !canPrice ? 'view' : p.auditStatus === 3 ? 'resubmit' : 'edit';
    const label = mode === 'view' ? '详情' : mode === 'resubmit' ? '重新提交' : '编辑';
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button type="button" className={linkClass} aria-label={`${label} ${p.name}`} onClick={() => setDrawer({ product: p, mode })}>
          {label}
        </button>
        {p.auditStatus === 1 && canWithdraw && (
          <button type="button" className={linkClass} aria-label={`撤回审核 ${p.name}`} onClick={() => void withdraw(p)}>
            撤回审核
          </button>
        )}
        {canDelete && (
          <button type="button" className={`${linkClass} !text-red-700`} aria-label={`删除 ${p.name}`} onClick={() => void remove([p])}>
            删除
          </button>
        )}
      </div>
    );
  };

  const numberChange = <K extends 'proStatus' | 'activityStatus'>(key: K, value: string) => update({ [key]: value === '' ? undefined : (Number(value) as SeckillProductSearch[K]) } as Partial<SeckillProductSearch>);

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        <FilterField id="seckill-pro-name" label="商品名称">
          <SearchInput id="seckill-pro-name" className="w-56" placeholder="请输入商品名称" maxLength={64} value={search.proName} onCommit={(proName) => update({ proName })} />
        </FilterField>
        <FilterField id="seckill-activity-name" label="活动名称">
          <SearchInput id="seckill-activity-name" className="w-56" placeholder="请输入活动名称" maxLength={64} value={search.activityName} onCommit={(activityName) => update({ activityName })} />
        </FilterField>
        <FilterField id="seckill-pro-status" label="商品状态">
          <FilterSelect id="seckill-pro-status" value={search.proStatus} options={productShelfOptions} onChange={(value) => numberChange('proStatus', value)} />
        </FilterField>
        <FilterField id="seckill-activity-status" label="活动状态">
          <FilterSelect id="seckill-activity-status" value={search.activityStatus} options={activityStatusOptions} onChange={(value) => numberChange('activityStatus', value)} />
        </FilterField>
        <Button onClick={() => void navigate({ search: { page: 1, limit: search.limit, ...(search.auditStatus ? { auditStatus: search.auditStatus } : {}) }, replace: true })}>重置</Button>
      </section>

      <section aria-label="秒杀商品" className="flex flex-col gap-3 rounded bg-white p-4 shadow-sm">
        <StatusTabs label="审核状态" value={tab} tabs={seckillAuditOptions.map((o, i) => ({ value: o.value, label: o.label, count: counts[i]?.data?.total }))} onChange={(value) => update({ auditStatus: value })} />
        <DataTable
          tableId="seckill-product"
          label="秒杀商品列表"
          columns={columns(tab, renderShelf, renderActions)}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(p) => String(p.id)}
          rowName={(p) => p.name}
          page={search.page}
          limit={search.limit}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无秒杀商品"
          leadingToolbar={
            canAdd && (
              <Link
                to="/marketing/seckill/creatSeckill/{-$activityId}"
                params={{}}
                className="inline-flex h-7 items-center rounded border border-primary bg-primary px-3 text-xs font-medium text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                添加秒杀商品
              </Link>
            )
          }
          bulkActions={canDelete || canDown ? bulkButtons({ canDelete, canDown, onDelete: (rows, clear) => void remove(rows, clear), onTakeDown: (rows, clear) => void takeDown(rows, clear) }) : undefined}
        />
      </section>

      <SeckillProductDrawer product={drawer?.product ?? null} mode={drawer?.mode ?? 'view'} onClose={() => setDrawer(null)} onDone={refresh} />
    </div>
  );
}

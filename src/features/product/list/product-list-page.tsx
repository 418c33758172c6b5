import { useState, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { downloadFile } from '@/api/generated/endpoints/file/file';
import { useGetMerchantCategoryTree, useGetPlatformCategoryTree } from '@/api/generated/endpoints/product-category/product-category';
import {
  batchDeleteProducts,
  batchPutProductsOnSale,
  batchRecycleProducts,
  batchRestoreProducts,
  batchSubmitProductAudit,
  batchTakeProductsOffSale,
  deleteProduct,
  exportProducts,
  putProductOnSale,
  restoreProduct,
  takeProductOffSale,
  useGetProductList,
  useGetProductTabsHeaders,
} from '@/api/generated/endpoints/product/product';
import type { CommonBatchRequest, ProductListItem } from '@/api/generated/model';
import { saveFile } from '@/api/http';
import { confirm } from '@/components/confirm-dialog';
import { nextSearch } from '@/components/data-table/list-search';
import { SearchInput } from '@/components/data-table/search-input';
import { Icon } from '@/components/icons';
import { TreeSelect } from '@/components/tree-select';
import { Button } from '@/components/ui/button';
import { productListTabOptions, type ProductListTab } from '@/lib/enums';
import { message } from '@/lib/message';
import { hasPermission } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { productFormLink } from '@/features/product/product-links';
import {
  batchActionLabels,
  canToggleShelf,
  moreActionLabels,
  PERMISSIONS,
  permittedBatchActions,
  permittedMoreActions,
  permittedRowActions,
  rowActionLabels,
  type BatchAction,
  type MoreAction,
  type RowAction,
} from './product-actions';
import { BrokerageDialog, CouponDialog, FreightDialog, type ProductTarget } from './product-dialogs';
import { findCategory, parseIds, productFilters, productTypeFilterOptions, type ProductListSearch } from './product-search';
import { ProductTable } from './product-table';
import { ProductTypeDialog } from './product-type-dialog';
import { QuickEditDrawer } from './quick-edit-drawer';
import { StockDrawer } from './stock-drawer';
import { SubmitAuditDialog } from './submit-audit-dialog';
import { useRefreshProducts } from './use-refresh-products';
import { FilterField, filterSelectClass as selectClass } from '@/components/data-table/filter-field';

export const EDIT_ON_SALE_QUESTION = '下架该商品吗？出售商品需下架之后可编辑。';
export const RECYCLE_QUESTION = '确定将该商品加入回收站吗？';
export const BATCH_RECYCLE_QUESTION = '确定将选中的商品加入回收站吗？';
/** The platform category 景区商品 is cut from. */
export const SCENIC_CATEGORY_NAME = '景区门票';

const linkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary';
const menuItemClass = 'flex cursor-pointer items-center px-3 py-1.5 text-sm text-slate-700 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-active';
const menuClass = 'z-50 min-w-32 rounded border border-slate-200 bg-white py-1 shadow-lg';

const batchCalls: Record<Exclude<BatchAction, 'freight' | 'brokerage' | 'coupons'>, (body: CommonBatchRequest) => Promise<unknown>> = {
  up: batchPutProductsOnSale,
  down: batchTakeProductsOffSale,
  restore: batchRestoreProducts,
  delete: batchDeleteProducts,
  submitAudit: batchSubmitProductAudit,
  recycle: batchRecycleProducts,
};

export interface ProductListPageProps {
  search: ProductListSearch;
  /** Writes the whole search to the address. */
  setSearch: (next: ProductListSearch) => void;
  /** 景区商品: the list fixed to the platform category of this name, without the 平台分类 filter. */
  fixedCategoryName?: string;
}

/**
 * 商品列表 (reference §4.1): filters, status tabs with counts, the rows with their actions by tab,
 * batch actions, export, and the dialogs and drawers those open. 景区商品 is the same page fixed
 * to one platform category.
 */
export function ProductListPage({ search, setSearch, fixedCategoryName }: ProductListPageProps) {
  const session = useSession();
  const held = session?.permissions ?? [];
  const can = (permission: string) => hasPermission(held, permission);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = useRefreshProducts();
  const tab = search.type;
  const update = (change: Partial<ProductListSearch>) => setSearch(nextSearch(search, change));

  const platformTree = useGetPlatformCategoryTree(undefined, { query: { enabled: can(PERMISSIONS.platformTree), staleTime: 5 * 60_000 } });
  const merchantTree = useGetMerchantCategoryTree(undefined, { query: { enabled: can(PERMISSIONS.merchantTree), staleTime: 5 * 60_000 } });
  const fixedCategory = fixedCategoryName ? findCategory(platformTree.data, (node) => node.name === fixedCategoryName) : undefined;
  const fixedMissing = Boolean(fixedCategoryName) && (!can(PERMISSIONS.platformTree) || platformTree.isError || (platformTree.isSuccess && !fixedCategory));
  const ready = !fixedCategoryName || fixedCategory !== undefined;

  const filters = productFilters(search, fixedCategoryName ? fixedCategory?.id : search.categoryId);
  const list = useGetProductList(
    { type: tab, page: search.page, limit: search.limit, ...filters },
    // The previous rows stay while a page loads, but never under another tab (its actions differ).
    { query: { enabled: ready, placeholderData: (previous, previousQuery) => (previousQuery?.queryKey.some((part) => typeof part === 'object' && part !== null && 'type' in part && part.type === tab) ? previous : undefined) } },
  );
  const headers = useGetProductTabsHeaders(filters, { query: { enabled: ready && can(PERMISSIONS.tabsHeaders), placeholderData: (previous) => previous } });
  const rows = list.data?.list;

  // Checked rows belong to the page, tab and filters they were checked under.
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const selectionScope = JSON.stringify([tab, search.page, search.limit, filters]);
  const [selectionFor, setSelectionFor] = useState(selectionScope);
  if (selectionFor !== selectionScope) {
    setSelectionFor(selectionScope);
    setRowSelection({});
  }
  const selectedIds = (rows ?? []).filter((p) => rowSelection[String(p.id)]).map((p) => p.id);
  const batchItems = permittedBatchActions(tab, held);

  const [typeDialog, setTypeDialog] = useState<'create' | 'collect' | null>(null);
  const [freightTarget, setFreightTarget] = useState<ProductTarget | null>(null);
  const [brokerageTarget, setBrokerageTarget] = useState<ProductTarget | null>(null);
  const [couponTarget, setCouponTarget] = useState<ProductTarget | null>(null);
  const [auditId, setAuditId] = useState<number | null>(null);
  const [stockId, setStockId] = useState<number | null>(null);
  const [quickEditId, setQuickEditId] = useState<number | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [exporting, setExporting] = useState(false);

  const afterDialog = (target: ProductTarget | null) => async () => {
    if (target?.batch) setRowSelection({});
    await refresh(target?.ids);
  };

  /** Runs a call; on success says so and reloads. Failures were already shown by the HTTP client. */
  const act = async (call: () => Promise<unknown>, done: string, ids: number[]) => {
    try {
      await call();
    } catch {
      return false;
    }
    message.success(done);
    await refresh(ids);
    return true;
  };

  const toggleShelf = async (p: ProductListItem) => {
    const next = !p.isShow;
    const key = list.queryKey;
    setToggling((current) => new Set(current).add(p.id));
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData(key);
    // Optimistic: the switch moves at once and goes back if the server refuses.
    queryClient.setQueryData(key, (old) => old && { ...old, list: old.list.map((r) => (r.id === p.id ? { ...r, isShow: next } : r)) });
    try {
      await (next ? putProductOnSale(p.id) : takeProductOffSale(p.id));
      message.success(next ? '上架成功' : '下架成功');
    } catch {
      queryClient.setQueryData(key, previous);
    } finally {
      setToggling((current) => {
        const rest = new Set(current);
        rest.delete(p.id);
        return rest;
      });
      void refresh([p.id]);
    }
  };

  const edit = async (p: ProductListItem) => {
    // A product on sale cannot be edited: it comes down first.
    if (p.isShow) {
      if (!(await confirm({ message: EDIT_ON_SALE_QUESTION }))) return;
      try {
        await takeProductOffSale(p.id);
      } catch {
        return;
      }
      void refresh([p.id]);
    }
    void navigate(productFormLink('edit', p.id));
  };

  const recycle = async (p: ProductListItem) => {
    if (!(await confirm({ message: RECYCLE_QUESTION }))) return;
    await act(() => deleteProduct({ id: p.id, type: 'recycle' }), '操作成功', [p.id]);
  };

  const runRow = async (action: Exclude<RowAction, 'detail'>, p: ProductListItem) => {
    switch (action) {
      case 'submitAudit':
        return setAuditId(p.id);
      case 'edit':
        return edit(p);
      case 'restore':
        return void (await act(() => restoreProduct(p.id), '操作成功', [p.id]));
      case 'addStock':
        return setStockId(p.id);
      case 'quickEdit':
        return setQuickEditId(p.id);
      case 'delete':
        if (!(await confirm())) return;
        return void (await act(() => deleteProduct({ id: p.id, type: 'delete' }), '删除成功', [p.id]));
      case 'recycle':
        return recycle(p);
    }
  };

  const runMore = (action: MoreAction, p: ProductListItem) => {
    const one: ProductTarget = { ids: [p.id], batch: false };
    switch (action) {
      case 'detail':
        return void navigate(productFormLink('detail', p.id));
      case 'copy':
        return void navigate(productFormLink('copy', p.id));
      case 'freight':
        return setFreightTarget(one);
      case 'brokerage':
        return setBrokerageTarget(one);
      case 'coupons':
        return setCouponTarget(one);
      case 'recycle':
        return void recycle(p);
    }
  };

  const runBatch = async (action: BatchAction, ids: number[]) => {
    if (ids.length === 0) return;
    const target: ProductTarget = { ids, batch: true };
    if (action === 'freight') return setFreightTarget(target);
    if (action === 'brokerage') return setBrokerageTarget(target);
    if (action === 'coupons') return setCouponTarget(target);
    if (action === 'delete' && !(await confirm())) return;
    if (action === 'recycle' && !(await confirm({ message: BATCH_RECYCLE_QUESTION }))) return;
    const done = action === 'delete' ? '删除成功' : action === 'submitAudit' ? '提交成功' : '操作成功';
    if (await act(() => batchCalls[action]({ idList: ids }), done, ids)) setRowSelection({});
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const { fileName } = await exportProducts({ type: tab, ...filters });
      saveFile(await downloadFile({ fileName, delete: false }));
    } catch {
      // The HTTP client has shown why.
    } finally {
      setExporting(false);
    }
  };

  const renderShelf = (p: ProductListItem) => (
    <ShelfSwitch name={p.name} checked={p.isShow} disabled={!canToggleShelf(tab, p, held) || toggling.has(p.id)} onToggle={() => void toggleShelf(p)} />
  );

  const renderActions = (p: ProductListItem) => {
    const more = permittedMoreActions(tab, p, held);
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {permittedRowActions(tab, p, held).map((action) =>
          action === 'detail' ? (
            <Link key={action} {...productFormLink('detail', p.id)} className={linkClass}>
              {rowActionLabels.detail}
            </Link>
          ) : (
            <button key={action} type="button" className={`${linkClass} ${action === 'delete' || action === 'recycle' ? '!text-red-700' : ''}`} onClick={() => void runRow(action, p)}>
              {rowActionLabels[action]}
            </button>
          ),
        )}
        {more.length > 0 && (
          <Menu label="更多" trigger={<button type="button" className={`${linkClass} inline-flex items-center gap-0.5`}>更多<Icon name="chevron-down" size={12} /></button>}>
            {more.map((action) => (
              <DropdownMenu.Item key={action} className={menuItemClass} onSelect={() => runMore(action, p)}>
                {moreActionLabels[action]}
              </DropdownMenu.Item>
            ))}
          </Menu>
        )}
      </div>
    );
  };

  const toolbar = (
    <>
      {can(PERMISSIONS.save) && (
        <>
          <Button size="sm" variant="primary" onClick={() => setTypeDialog('create')}>
            添加商品
          </Button>
          <Button size="sm" onClick={() => setTypeDialog('collect')}>
            商品采集
          </Button>
        </>
      )}
      {batchItems.length > 0 && (
        <Menu
          label="批量设置"
          trigger={
            <Button size="sm" disabled={selectedIds.length === 0}>
              批量设置
              <Icon name="chevron-down" size={12} />
            </Button>
          }
        >
          {batchItems.map((action) => (
            <DropdownMenu.Item key={action} className={menuItemClass} onSelect={() => void runBatch(action, selectedIds)}>
              {batchActionLabels[action]}
            </DropdownMenu.Item>
          ))}
        </Menu>
      )}
      {can(PERMISSIONS.export) && (
        <Button size="sm" loading={exporting} onClick={() => void exportList()}>
          导出
        </Button>
      )}
      {batchItems.length > 0 && selectedIds.length > 0 && <span className="text-xs text-slate-500">已选 {selectedIds.length} 项</span>}
    </>
  );

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        {fixedCategoryName ? (
          <p className="flex h-8 items-center text-sm text-slate-600">
            <span className="text-slate-500">平台分类：</span>
            {fixedCategoryName}
          </p>
        ) : (
          can(PERMISSIONS.platformTree) && (
            <FilterField id="product-category" label="平台分类">
              <TreeSelect
                id="product-category"
                label="平台分类"
                className="w-56"
                clearable
                nodes={platformTree.data ?? []}
                selectable={(_, depth) => depth === 2}
                value={search.categoryId ? [search.categoryId] : []}
                onChange={(ids) => update({ categoryId: ids[0] })}
              />
            </FilterField>
          )
        )}
        {can(PERMISSIONS.merchantTree) && (
          <FilterField id="product-cate" label="商户分类">
            <TreeSelect id="product-cate" label="商户分类" className="w-56" clearable multiple nodes={merchantTree.data ?? []} value={parseIds(search.cateId)} onChange={(ids) => update({ cateId: ids.join(',') || undefined })} />
          </FilterField>
        )}
        <FilterField id="product-keywords" label="商品搜索">
          <SearchInput id="product-keywords" className="w-56" placeholder="请输入商品名称/关键字" value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterField>
        <FilterField id="product-member" label="会员商品">
          <select id="product-member" className={selectClass} value={search.isPaidMember === undefined ? '' : String(search.isPaidMember)} onChange={(e) => update({ isPaidMember: e.target.value === '' ? undefined : e.target.value === 'true' })}>
            <option value="">全部</option>
            <option value="true">是</option>
            <option value="false">否</option>
          </select>
        </FilterField>
        <FilterField id="product-type" label="商品类型">
          <select
            id="product-type"
            className={selectClass}
            value={search.productType ?? ''}
            onChange={(e) => update({ productType: e.target.value === '' ? undefined : (Number(e.target.value) as ProductListSearch['productType']) })}
          >
            <option value="">全部</option>
            {productTypeFilterOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </FilterField>
        <div className="flex gap-2">
          <Button variant="primary" onClick={() => void refresh()}>
            查询
          </Button>
          <Button onClick={() => setSearch({ page: 1, limit: search.limit, type: tab })}>重置</Button>
        </div>
      </section>

      <section aria-label="商品" className="flex flex-col gap-3 rounded bg-white p-4 shadow-sm">
        <div role="tablist" aria-label="商品状态" className="flex flex-wrap gap-1 border-b border-slate-200">
          {productListTabOptions.map((o) => {
            const count = headers.data?.find((h) => h.type === o.value)?.count;
            return (
              <button
                key={o.value}
                type="button"
                role="tab"
                aria-selected={tab === o.value}
                onClick={() => tab !== o.value && update({ type: o.value as ProductListTab })}
                className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === o.value ? 'border-primary text-primary-active' : 'border-transparent text-slate-600 hover:text-primary'}`}
              >
                {count === undefined ? o.label : `${o.label}(${count})`}
              </button>
            );
          })}
        </div>
        {fixedMissing ? (
          <p role="alert" className="py-10 text-center text-sm text-slate-500">
            未找到平台分类「{fixedCategoryName}」
          </p>
        ) : (
          <ProductTable
            tab={tab}
            rows={rows}
            total={list.data?.total}
            page={search.page}
            limit={search.limit}
            onPageChange={(page) => update({ page })}
            onLimitChange={(limit) => update({ limit })}
            isLoading={list.isLoading || !ready}
            isError={list.isError}
            onRetry={() => void list.refetch()}
            selectable={batchItems.length > 0}
            rowSelection={rowSelection}
            onRowSelectionChange={setRowSelection}
            shelf={renderShelf}
            actions={renderActions}
            toolbar={toolbar}
          />
        )}
      </section>

      <ProductTypeDialog mode={typeDialog} onClose={() => setTypeDialog(null)} />
      <SubmitAuditDialog productId={auditId} onClose={() => setAuditId(null)} onDone={() => refresh(auditId === null ? [] : [auditId])} />
      <StockDrawer productId={stockId} onClose={() => setStockId(null)} onDone={(id) => refresh([id])} />
      <QuickEditDrawer productId={quickEditId} onClose={() => setQuickEditId(null)} onDone={(id) => refresh([id])} />
      <FreightDialog target={freightTarget} onClose={() => setFreightTarget(null)} onDone={afterDialog(freightTarget)} />
      <BrokerageDialog target={brokerageTarget} onClose={() => setBrokerageTarget(null)} onDone={afterDialog(brokerageTarget)} />
      <CouponDialog target={couponTarget} onClose={() => setCouponTarget(null)} onDone={afterDialog(couponTarget)} />
    </div>
  );
}

/** A Radix dropdown (▾ menus of the toolbar and the rows); not modal, so the dialogs it opens get the focus. */
function Menu({ label, trigger, children }: { label: string; trigger: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} aria-label={label} className={menuClass}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** 状态: on sale (上架) or not (下架). */
function ShelfSwitch({ name, checked, disabled, onToggle }: { name: string; checked: boolean; disabled: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`${name} 上架`}
      disabled={disabled}
      onClick={onToggle}
      className={`relative inline-flex h-5 w-14 shrink-0 items-center rounded-full text-[11px] text-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 ${checked ? 'bg-primary' : 'bg-slate-500'}`}
    >
      <span aria-hidden className={`absolute ${checked ? 'left-2' : 'right-2'}`}>
        {checked ? '上架' : '下架'}
      </span>
      <span aria-hidden className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-[38px]' : 'translate-x-0.5'}`} />
    </button>
  );
}

import { useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { useGetMerchantCategoryTree, useGetPlatformCategoryTree } from '@/api/generated/endpoints/product-category/product-category';
import { getGetProductListQueryKey, getGetProductListQueryOptions, getGetProductTabsHeadersQueryKey, useGetProductTabsHeaders } from '@/api/generated/endpoints/product/product';
import type { ProductListItem } from '@/api/generated/model';
import { StatusTabs } from '@/components/list/status-tabs';
import { underTab } from '@/components/list/under-tab';
import { useListPage, type ListSearch } from '@/components/list/use-list-page';
import { useQueryAgain } from '@/components/list/use-query-again';
import { ListPage } from '@/components/list/list-page';
import { ShelfSwitch } from '@/components/ui/status-switch';
import { useDialogs } from '@/components/use-dialogs';
import { productListTabOptions } from '@/lib/enums';
import { hasPermission } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { canToggleShelf, PERMISSIONS, permittedBatchActions } from '@/features/product/list/model/product-actions';
import { CATEGORY_TREE_QUERY, findCategory, productFilters, productListParams, type ProductListSearch } from '@/features/product/list/model/product-search';
import { ProductFilters } from './product-filters';
import { ProductListDialogs } from './product-list-dialogs';
import { ProductRowActions } from './product-row-actions';
import { ProductTable } from './product-table';
import { ProductToolbar } from './product-toolbar';
import { useProductActions, type ProductDialogTargets } from './use-product-actions';

export interface ProductListPageProps {
  /** The list's search, in the address of the route showing it. */
  source: ListSearch<ProductListSearch>;
  /** 景区商品: the list fixed to the platform category of this name, without the 平台分类 filter. */
  fixedCategoryName?: string;
}

/** Checked rows belong to the page, tab and filters they were checked under: a new scope starts with none. */
function useScopedSelection(scope: string) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [selectionFor, setSelectionFor] = useState(scope);
  if (selectionFor !== scope) {
    setSelectionFor(scope);
    setRowSelection({});
  }
  return [rowSelection, setRowSelection] as const;
}

/**
 * 商品列表 (reference §4.1): filters, status tabs with counts, the rows with their actions by tab,
 * batch actions, export, and the dialogs and drawers those open. 景区商品 is the same page fixed
 * to one platform category.
 */
export function ProductListPage({ source, fixedCategoryName }: ProductListPageProps) {
  const held = useSession()?.permissions ?? [];
  const can = (permission: string) => hasPermission(held, permission);
  const queryAgain = useQueryAgain(getGetProductListQueryKey(), getGetProductTabsHeadersQueryKey());
  const tab = source.search.type;

  const platformTree = useGetPlatformCategoryTree(undefined, { query: { enabled: can(PERMISSIONS.platformTree), ...CATEGORY_TREE_QUERY.query } });
  const merchantTree = useGetMerchantCategoryTree(undefined, { query: { enabled: can(PERMISSIONS.merchantTree), ...CATEGORY_TREE_QUERY.query } });
  const fixedCategory = fixedCategoryName ? findCategory(platformTree.data, (node) => node.name === fixedCategoryName) : undefined;
  const fixedMissing = Boolean(fixedCategoryName) && (!can(PERMISSIONS.platformTree) || platformTree.isError || (platformTree.isSuccess && !fixedCategory));
  const ready = !fixedCategoryName || fixedCategory !== undefined;
  const categoryOf = (search: ProductListSearch) => (fixedCategoryName ? fixedCategory?.id : search.categoryId);

  const list = useListPage(source, (s) => getGetProductListQueryOptions(productListParams(s, categoryOf(s))), { enabled: ready, keepPrevious: underTab('type', tab) });
  const { search, update } = list;
  const filters = productFilters(search, categoryOf(search));
  const headers = useGetProductTabsHeaders(filters, { query: { enabled: ready && can(PERMISSIONS.tabsHeaders), placeholderData: (previous) => previous } });

  const [rowSelection, setRowSelection] = useScopedSelection(JSON.stringify([tab, search.page, search.limit, filters]));
  const clearSelection = () => setRowSelection({});
  const selectedIds = (list.table.rows ?? []).filter((p) => rowSelection[String(p.id)]).map((p) => p.id);
  const batchItems = permittedBatchActions(tab, held);

  const dialogs = useDialogs<ProductDialogTargets>();
  const actions = useProductActions({ tab, filters, queryKey: list.queryKey, dialogs, clearSelection });

  const renderShelf = (p: ProductListItem) => (
    <ShelfSwitch name={p.name} checked={p.isShow} disabled={!canToggleShelf(tab, p, held) || actions.shelfBusy.has(String(p.id))} onToggle={() => void actions.toggleShelf(p)} />
  );

  const renderActions = (p: ProductListItem) => <ProductRowActions tab={tab} product={p} held={held} onRow={(action, row) => void actions.runRow(action, row)} onMore={actions.runMore} />;

  return (
    <ListPage
      filters={
        <ProductFilters
          search={search}
          update={update}
          reset={() => list.reset({ type: tab })}
          onQuery={queryAgain}
          fixedCategoryName={fixedCategoryName}
          platformTree={can(PERMISSIONS.platformTree) ? (platformTree.data ?? []) : null}
          merchantTree={can(PERMISSIONS.merchantTree) ? (merchantTree.data ?? []) : null}
        />
      }
      label="商品"
      tabs={
        <StatusTabs
          label="商品状态"
          value={tab}
          tabs={productListTabOptions.map((o) => ({ value: o.value, label: o.label, count: headers.data?.find((h) => h.type === o.value)?.count }))}
          onChange={(type) => update({ type })}
        />
      }
      dialogs={<ProductListDialogs dialogs={dialogs} clearSelection={clearSelection} />}
    >
      {fixedMissing ? (
        <p role="alert" className="py-10 text-center text-sm text-slate-500">
          未找到平台分类「{fixedCategoryName}」
        </p>
      ) : (
        <ProductTable
          {...list.table}
          tab={tab}
          selectable={batchItems.length > 0}
          rowSelection={rowSelection}
          onRowSelectionChange={setRowSelection}
          shelf={renderShelf}
          actions={renderActions}
          toolbar={
            <ProductToolbar
              canSave={can(PERMISSIONS.save)}
              onAdd={(mode) => dialogs.open('type', mode)}
              batchItems={batchItems}
              selectedCount={selectedIds.length}
              onBatch={(action) => void actions.runBatch(action, selectedIds)}
              canExport={can(PERMISSIONS.export)}
              exporting={actions.exporting}
              onExport={() => void actions.exportList()}
            />
          }
        />
      )}
    </ListPage>
  );
}

import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  getGetMerchantCategoryListQueryKey,
  toggleMerchantCategoryShow,
  useDeleteMerchantCategory,
  useGetMerchantCategoryList,
} from '@/api/generated/endpoints/product-category/product-category';
import type { MerchantCategory } from '@/api/generated/model';
import { Authorized, usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable } from '@/components/list/data-table';
import { SearchInput } from '@/components/list/search-input';
import { queryStatus, useRouteFilters } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { message } from '@/lib/message';
import { categoryColumns, type CategoryActions } from './category-columns';
import { CategoryDialog, draftOf, newCategory, type CategoryDraft } from '@/features/product/shared/category-dialog';
import { buildTree, filterTree, parentIds, visibleLines } from '@/features/product/shared/category-tree';
import { CATEGORY_PERMS } from '@/features/product/shared/permissions';

const route = getRouteApi('/_authed/_permitted/product/classify');

/** 商品分类: the store's product categories as a tree table, with add, edit, delete and show/hide. */
export function CategoryPage() {
  const { filters: search, update } = useRouteFilters(route);
  const queryClient = useQueryClient();
  const list = useGetMerchantCategoryList();
  const listKey = getGetMerchantCategoryListQueryKey();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [draft, setDraft] = useState<CategoryDraft | null>(null);
  const canShow = usePermission(CATEGORY_PERMS.show);

  // A new filter shows its matches opened up.
  const [filteredBy, setFilteredBy] = useState(search.name);
  if (filteredBy !== search.name) {
    setFilteredBy(search.name);
    setCollapsed(new Set());
  }

  const categories = list.data;
  const tree = useMemo(() => buildTree(categories ?? []), [categories]);
  const shown = useMemo(() => filterTree(tree, search.name ?? ''), [tree, search.name]);
  const lines = useMemo(() => (categories ? visibleLines(shown, collapsed) : undefined), [categories, shown, collapsed]);

  const toggleShow = useMutation({
    mutationFn: (id: number) => toggleMerchantCategoryShow(id),
    // The switch moves at once; a refusal puts it back (a success has loaded the list and the product form's tree again, lib/refresh.ts).
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<MerchantCategory[]>(listKey);
      queryClient.setQueryData<MerchantCategory[]>(listKey, (rows) => rows?.map((c) => (c.id === id ? { ...c, isShow: !c.isShow } : c)));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSuccess: () => message.success('操作成功'),
  });

  const remove = useDeleteMerchantCategory();
  const onDelete = async (category: MerchantCategory) => {
    if (!(await confirm({ message: '删除当前分类吗' }))) return;
    await remove.mutateAsync({ id: category.id });
    message.success('删除成功');
  };

  const actions: CategoryActions = {
    canShow,
    onToggleExpand: (id) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    onToggleShow: (category) => toggleShow.mutate(category.id),
    onAddChild: (category) => setDraft(newCategory(category.id)),
    onEdit: (category) => setDraft(draftOf(category)),
    // Refusals (children, products using it) were already shown by the HTTP client.
    onDelete: (category) => void onDelete(category).catch(() => {}),
  };

  const anyExpanded = lines?.some((l) => l.hasChildren && l.expanded) ?? false;

  return (
    <ListPage
      dialogs={draft && categories && <CategoryDialog list={categories} draft={draft} onClose={() => setDraft(null)} />}
    >
      <DataTable
        tableId="product-category"
        label="商品分类"
        columns={categoryColumns(actions)}
        rows={lines}
        total={undefined}
        getRowId={(line) => String(line.category.id)}
        page={1}
        limit={lines?.length ?? 0}
        onPageChange={() => {}}
        onLimitChange={() => {}}
        {...queryStatus(list)}
        emptyText={search.name ? '没有符合条件的分类' : '暂无分类'}
        toolbar={
          <div className="mr-auto flex flex-wrap items-center gap-2">
            <Authorized perms={CATEGORY_PERMS.add}>
              <Button variant="primary" size="sm" onClick={() => setDraft(newCategory())}>
                添加分类
              </Button>
            </Authorized>
            <label htmlFor="category-search" className="ml-2 text-sm text-slate-600">
              分类名称
            </label>
            <SearchInput
              id="category-search"
              className="!h-7 !w-52"
              placeholder="请输入分类名称"
              maxLength={100}
              value={search.name}
              onCommit={(name) => update({ name })}
            />
            <Button size="sm" onClick={() => setCollapsed(anyExpanded ? new Set(parentIds(shown)) : new Set())}>
              {anyExpanded ? '折叠全部' : '展开全部'}
            </Button>
          </div>
        }
      />
    </ListPage>
  );
}

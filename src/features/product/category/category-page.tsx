import { useMemo, useState } from 'react';
import * as Switch from '@radix-ui/react-switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  getGetMerchantCategoryListQueryKey,
  getGetMerchantCategoryTreeQueryKey,
  toggleMerchantCategoryShow,
  useDeleteMerchantCategory,
  useGetMerchantCategoryList,
} from '@/api/generated/endpoints/product-category/product-category';
import type { MerchantCategory } from '@/api/generated/model';
import { Authorized, usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/data-table/data-table';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { Tag } from '@/components/ui/tag';
import { message } from '@/lib/message';
import { CategoryDialog, draftOf, newCategory, type CategoryDraft } from './category-dialog';
import { buildTree, filterTree, MAX_LEVEL, parentIds, visibleLines, type CategoryLine } from './category-tree';

const route = getRouteApi('/_authed/_permitted/product/classify');

export const CATEGORY_PERMS = {
  add: 'merchant:product:category:add',
  update: 'merchant:product:category:update',
  delete: 'merchant:product:category:delete',
  show: 'merchant:product:category:show:status',
} as const;

const col = columnsFor<CategoryLine>();

interface Actions {
  onToggleExpand: (id: number) => void;
  onToggleShow: (category: MerchantCategory) => void;
  onAddChild: (category: MerchantCategory) => void;
  onEdit: (category: MerchantCategory) => void;
  onDelete: (category: MerchantCategory) => void;
  canShow: boolean;
}

function columns(actions: Actions) {
  return col.columns([
    col.display({
      id: 'name',
      header: '名称',
      enableHiding: false,
      cell: ({ row }) => {
        const { category, depth, hasChildren, expanded } = row.original;
        return (
          <div className="flex items-center gap-1" style={{ paddingLeft: `${depth * 22}px` }}>
            {hasChildren ? (
              <button
                type="button"
                aria-expanded={expanded}
                aria-label={`${expanded ? '折叠' : '展开'} ${category.name}`}
                title={expanded ? '折叠' : '展开'}
                onClick={() => actions.onToggleExpand(category.id)}
                className="inline-flex size-5 items-center justify-center rounded text-slate-500 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                <span aria-hidden className={`inline-block transition-transform ${expanded ? 'rotate-90' : ''}`}>
                  ▸
                </span>
              </button>
            ) : (
              <span aria-hidden className="inline-block size-5" />
            )}
            <span className={category.isShow ? 'text-slate-800' : 'text-slate-500'}>{category.name}</span>
          </div>
        );
      },
    }),
    col.display({
      id: 'icon',
      header: '分类图标',
      cell: ({ row }) => {
        const { icon, name } = row.original.category;
        return icon ? <img src={icon} alt={`${name}图标`} className="size-9 rounded object-cover" /> : <span className="text-slate-500">-</span>;
      },
    }),
    col.display({ id: 'sort', header: '排序', cell: ({ row }) => row.original.category.sort }),
    col.display({
      id: 'status',
      header: '状态',
      cell: ({ row }) => {
        const category = row.original.category;
        if (!actions.canShow) return <Tag tone={category.isShow ? 'success' : 'info'}>{category.isShow ? '显示' : '隐藏'}</Tag>;
        return (
          <div className="flex items-center gap-2">
            <Switch.Root
              checked={category.isShow}
              onCheckedChange={() => actions.onToggleShow(category)}
              aria-label={`${category.name} 显示状态`}
              className="relative h-5 w-9 shrink-0 rounded-full bg-slate-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[state=checked]:bg-primary"
            >
              <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
            </Switch.Root>
            <span aria-hidden className="text-xs text-slate-600">
              {category.isShow ? '显示' : '隐藏'}
            </span>
          </div>
        );
      },
    }),
    col.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => {
        const { category, depth } = row.original;
        return (
          <div className="flex items-center gap-3">
            {depth + 1 < MAX_LEVEL && (
              <Authorized perms={CATEGORY_PERMS.add}>
                <Button variant="text" size="sm" className="!px-0" onClick={() => actions.onAddChild(category)}>
                  添加子目录
                </Button>
              </Authorized>
            )}
            <Authorized perms={CATEGORY_PERMS.update}>
              <Button variant="text" size="sm" className="!px-0" onClick={() => actions.onEdit(category)}>
                编辑
              </Button>
            </Authorized>
            <Authorized perms={CATEGORY_PERMS.delete}>
              <Button variant="text" size="sm" className="!px-0 !text-danger" onClick={() => actions.onDelete(category)}>
                删除
              </Button>
            </Authorized>
          </div>
        );
      },
    }),
  ]);
}

/** 商品分类: the store's product categories as a tree table, with add, edit, delete and show/hide. */
export function CategoryPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
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

  /** The list here and the cached tree the product form picks from. */
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: getGetMerchantCategoryTreeQueryKey() }),
    ]).then(() => undefined);

  const toggleShow = useMutation({
    mutationFn: (id: number) => toggleMerchantCategoryShow(id),
    // The switch moves at once; a refusal puts it back.
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
    onSettled: refresh,
  });

  const remove = useDeleteMerchantCategory();
  const onDelete = async (category: MerchantCategory) => {
    if (!(await confirm({ message: '删除当前分类吗' }))) return;
    await remove.mutateAsync({ id: category.id });
    await refresh();
    message.success('删除成功');
  };

  const actions: Actions = {
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
    <div className="flex flex-col gap-4">
      <section className="rounded bg-white p-4 shadow-sm">
        <DataTable
          tableId="product-category"
          label="商品分类"
          columns={columns(actions)}
          rows={lines}
          total={undefined}
          getRowId={(line) => String(line.category.id)}
          page={1}
          limit={lines?.length ?? 0}
          onPageChange={() => {}}
          onLimitChange={() => {}}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
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
                onCommit={(name) => void navigate({ search: name ? { name } : {}, replace: true })}
              />
              <Button size="sm" onClick={() => setCollapsed(anyExpanded ? new Set(parentIds(shown)) : new Set())}>
                {anyExpanded ? '折叠全部' : '展开全部'}
              </Button>
            </div>
          }
        />
      </section>
      {draft && categories && <CategoryDialog list={categories} draft={draft} onSaved={refresh} onClose={() => setDraft(null)} />}
    </div>
  );
}

import { useId, useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchActivityProducts, useSearchMarketingProducts } from '@/api/generated/endpoints/product/product';
import { useGetMerchantCategoryTree, useGetPlatformCategoryTree } from '@/api/generated/endpoints/product-category/product-category';
import type { PickerProduct, SearchActivityProductsParams, SearchMarketingProductsMarketingType } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { DataTable, columnsFor } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { TreeSelect } from '@/components/tree-select';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { yuan } from '@/lib/format';
import { productShelfOptions, type ProductShelf } from '@/lib/enums';
import { message } from '@/lib/message';
import { categoryFilter, flattenCategories } from './category-tree';

/** SPEC.md §9: the product picker's page sizes, 10 by default. */
export const PICKER_PAGE_SIZES = [10, 20, 30, 40] as const;
export const PICKER_WIDTH = 944;
export const NONE_CHOSEN = '请选择商品';
export const tooMany = (max: number) => `最多选择${max}个`;

/** Where the products come from: the coupon/activity search, or the seckill/group-buy one. */
export type ProductPickerSource =
  | { kind: 'activity' }
  | { kind: 'marketing'; activityId?: number; marketingType?: SearchMarketingProductsMarketingType };

export interface ProductPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chosen products (one in single mode), in the order they were chosen. */
  onPick: (products: PickerProduct[]) => void;
  multiple?: boolean;
  /** In multiple mode, the most that may be chosen (0 or absent: no limit). */
  max?: number;
  /** Chosen already when the dialog opens (editing a form that has products). */
  initialSelected?: PickerProduct[];
  title?: string;
  source?: ProductPickerSource;
}

interface Filters {
  page: number;
  limit: number;
  /** Trimmed; sent when not empty. */
  name: string;
  categoryId: number | null;
  cateIds: number[];
  isShow: ProductShelf | '';
}

const NO_FILTERS: Filters = { page: 1, limit: PICKER_PAGE_SIZES[0], name: '', categoryId: null, cateIds: [], isShow: '' };
const ACTIVITY: ProductPickerSource = { kind: 'activity' };
const toMap = (products: readonly PickerProduct[] = []) => new Map(products.map((p) => [p.id, p]));

const col = columnsFor<PickerProduct>();
const selectClass = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm text-slate-700';
const PLATFORM_TREE = 'merchant:plat:product:category:cache:tree';
const MERCHANT_TREE = 'merchant:product:category:cache:tree';
const treeCache = { staleTime: 5 * 60_000 };

interface ColumnContext {
  multiple: boolean;
  radioName: string;
  selected: ReadonlyMap<number, PickerProduct>;
  choose: (product: PickerProduct, checked: boolean) => void;
  allOnPage: boolean;
  someOnPage: boolean;
  choosePage: (checked: boolean) => void;
}

function pickerColumns({ multiple, radioName, selected, choose, allOnPage, someOnPage, choosePage }: ColumnContext) {
  return col.columns([
    col.display({
      id: 'select',
      enableHiding: false,
      header: () =>
        multiple ? (
          <input
            type="checkbox"
            aria-label="全选本页"
            checked={allOnPage}
            ref={(el) => {
              if (el) el.indeterminate = someOnPage && !allOnPage;
            }}
            onChange={(e) => choosePage(e.target.checked)}
          />
        ) : (
          <span className="sr-only">选择</span>
        ),
      cell: ({ row }) => (
        <input
          type={multiple ? 'checkbox' : 'radio'}
          name={multiple ? undefined : radioName}
          aria-label={`选择 ${row.original.name}`}
          checked={selected.has(row.original.id)}
          onChange={(e) => choose(row.original, e.target.checked)}
        />
      ),
    }),
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('image', { header: '商品图', enableHiding: false, cell: (info) => <img src={info.getValue()} alt="" className="size-9 rounded object-cover" /> }),
    col.accessor('name', { header: '商品名称', enableHiding: false, cell: (info) => <span className="line-clamp-2 max-w-72 whitespace-normal">{info.getValue()}</span> }),
    col.accessor('price', { header: '售价', enableHiding: false, cell: (info) => yuan(info.getValue()) }),
    col.accessor('stock', { header: '库存', enableHiding: false }),
    col.accessor('sales', { header: '销量', enableHiding: false }),
  ]);
}

/**
 * 商品列表 (944px): the store's products searched by name, platform and store category and shelf
 * state, paged 10–40; one is chosen with a radio, or several with checkboxes. The choice is kept
 * by id, so it survives paging and filter changes.
 */
export function ProductPickerDialog({ open, onClose, onPick, multiple = false, max = 0, initialSelected, title = '商品列表', source = ACTIVITY }: ProductPickerDialogProps) {
  const ids = { name: useId(), platform: useId(), merchant: useId(), shelf: useId(), radio: useId() };
  const [filters, setFilters] = useState(NO_FILTERS);
  const [nameText, setNameText] = useState('');
  const [selected, setSelected] = useState(() => toMap(initialSelected));

  // Each opening starts from the first page, no filters and the given choice.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setFilters(NO_FILTERS);
      setNameText('');
      setSelected(toMap(initialSelected));
    }
  }

  const platformAllowed = usePermission(PLATFORM_TREE);
  const merchantAllowed = usePermission(MERCHANT_TREE);
  const platformTree = useGetPlatformCategoryTree(undefined, { query: { enabled: open && platformAllowed, ...treeCache } });
  const merchantTree = useGetMerchantCategoryTree(undefined, { query: { enabled: open && merchantAllowed, ...treeCache } });
  const platformOptions = useMemo(() => flattenCategories(platformTree.data ?? []), [platformTree.data]);
  const merchantOptions = useMemo(() => flattenCategories(merchantTree.data ?? []), [merchantTree.data]);

  const { page, limit, name, categoryId, cateIds, isShow } = filters;
  const params: SearchActivityProductsParams = { page, limit };
  if (name) params.name = name;
  if (isShow !== '') params.isShow = isShow === 1;
  const platformIds = categoryId === null ? undefined : categoryFilter(platformOptions, [categoryId]);
  const merchantIds = categoryFilter(merchantOptions, cateIds);
  if (platformIds) params.categoryId = platformIds;
  if (merchantIds) params.cateId = merchantIds;

  const activity = useSearchActivityProducts(params, { query: { placeholderData: keepPreviousData, enabled: open && source.kind === 'activity' } });
  const marketing = useSearchMarketingProducts(
    source.kind === 'marketing'
      ? { ...params, ...(source.activityId ? { activityId: source.activityId } : {}), ...(source.marketingType === undefined ? {} : { marketingType: source.marketingType }) }
      : params,
    { query: { placeholderData: keepPreviousData, enabled: open && source.kind === 'marketing' } },
  );
  const result = source.kind === 'activity' ? activity : marketing;
  const rows = result.data?.list;

  /** A filter change shows its first page. */
  const update = (change: Partial<Filters>) => setFilters((current) => ({ ...current, page: 1, ...change }));
  const search = () => update({ name: nameText.trim() });

  const choose = (product: PickerProduct, checked: boolean) => {
    if (!multiple) {
      setSelected(new Map([[product.id, product]]));
      return;
    }
    if (checked && max > 0 && selected.size >= max) {
      message.warning(tooMany(max));
      return;
    }
    const next = new Map(selected);
    if (checked) next.set(product.id, product);
    else next.delete(product.id);
    setSelected(next);
  };

  const pageRows = rows ?? [];
  const allOnPage = pageRows.length > 0 && pageRows.every((p) => selected.has(p.id));
  const someOnPage = pageRows.some((p) => selected.has(p.id));
  const choosePage = (checked: boolean) => {
    const next = new Map(selected);
    if (checked) {
      const added = pageRows.filter((p) => !selected.has(p.id));
      if (max > 0 && selected.size + added.length > max) {
        message.warning(tooMany(max));
        return;
      }
      for (const p of added) next.set(p.id, p);
    } else {
      for (const p of pageRows) next.delete(p.id);
    }
    setSelected(next);
  };

  const columns = pickerColumns({ multiple, radioName: ids.radio, selected, choose, allOnPage, someOnPage, choosePage });

  const confirmPick = () => {
    if (selected.size === 0) {
      message.warning(NONE_CHOSEN);
      return;
    }
    onPick([...selected.values()]);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      width={PICKER_WIDTH}
      footer={
        <>
          <span className="mr-auto self-center text-sm text-slate-600" aria-live="polite">
            已选 {selected.size} 个
          </span>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" onClick={confirmPick}>
            确定
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <section aria-label="商品筛选" className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.name} className="text-xs text-slate-500">
              商品名称
            </label>
            <div className="flex gap-2">
              <Input
                id={ids.name}
                data-autofocus
                className="w-52"
                maxLength={64}
                placeholder="请输入商品名称"
                value={nameText}
                onChange={(e) => setNameText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    search();
                  }
                }}
              />
              <Button variant="primary" onClick={search}>
                搜索
              </Button>
            </div>
          </div>
          {platformAllowed && (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.platform} className="text-xs text-slate-500">
                平台分类
              </label>
              <select
                id={ids.platform}
                className={`${selectClass} w-44`}
                value={categoryId ?? ''}
                onChange={(e) => update({ categoryId: e.target.value === '' ? null : Number(e.target.value) })}
              >
                <option value="">全部</option>
                {platformOptions.map((o) => (
                  <option key={o.id} value={o.id} disabled={o.disabled}>
                    {`${'\u3000'.repeat(o.depth)}${o.name}`}
                  </option>
                ))}
              </select>
            </div>
          )}
          {merchantAllowed && (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.merchant} className="text-xs text-slate-500">
                商户分类
              </label>
              <TreeSelect id={ids.merchant} label="商户分类" className="w-48" multiple clearable nodes={merchantTree.data ?? []} value={cateIds} onChange={(next) => update({ cateIds: next })} />
            </div>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.shelf} className="text-xs text-slate-500">
              状态
            </label>
            <select id={ids.shelf} className={selectClass} value={isShow} onChange={(e) => update({ isShow: e.target.value === '' ? '' : (Number(e.target.value) as ProductShelf) })}>
              <option value="">全部</option>
              {productShelfOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </section>
        <DataTable
          tableId="product-picker"
          label="商品列表"
          columns={columns}
          rows={rows}
          total={result.data?.total}
          getRowId={(p) => String(p.id)}
          page={page}
          limit={limit}
          pageSizes={PICKER_PAGE_SIZES}
          onPageChange={(next) => setFilters((current) => ({ ...current, page: next }))}
          onLimitChange={(next) => update({ limit: next })}
          isLoading={result.isLoading}
          isError={result.isError}
          onRetry={() => void result.refetch()}
          emptyText="暂无商品"
        />
      </div>
    </Dialog>
  );
}

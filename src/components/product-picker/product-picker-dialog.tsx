import { useId, useMemo, useState } from 'react';
import { getSearchActivityProductsQueryOptions, getSearchMarketingProductsQueryOptions } from '@/api/generated/endpoints/product/product';
import { useGetMerchantCategoryTree, useGetPlatformCategoryTree } from '@/api/generated/endpoints/product-category/product-category';
import type { PickerProduct, SearchActivityProductsParams, SearchMarketingProductsMarketingType } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { DataTable } from '@/components/list/data-table';
import { FilterSelect } from '@/components/list/filter-field';
import { useListPage, useLocalSearch } from '@/components/list/use-list-page';
import { TreeSelect } from '@/components/tree-select';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { productShelfOptions, type ProductShelf } from '@/lib/enums';
import { categoryFilter, flattenCategories } from './category-tree';
import { PickerFooter, PickerSearch, pickerColumns, usePickerChoice } from '@/components/picker/picker-choice';

/** SPEC.md §9: the product picker's page sizes, 10 by default. */
export const PICKER_PAGE_SIZES = [10, 20, 30, 40] as const;
export const PICKER_WIDTH = 944;

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
  name?: string;
  categoryId?: number;
  cateIds?: number[];
  isShow?: ProductShelf;
}

const NO_FILTERS: Filters = { page: 1, limit: PICKER_PAGE_SIZES[0] };
const ACTIVITY: ProductPickerSource = { kind: 'activity' };
// A failed list only stops loading (SPEC §8).
const silent = { silent: true };

const PLATFORM_TREE = 'merchant:plat:product:category:cache:tree';
const MERCHANT_TREE = 'merchant:product:category:cache:tree';
const treeCache = { staleTime: 5 * 60_000 };

/**
 * 商品列表 (944px): the store's products searched by name, platform and store category and shelf
 * state, paged 10–40; one is chosen with a radio, or several with checkboxes. The choice is kept
 * by id, so it survives paging and filter changes.
 */
export function ProductPickerDialog({ open, onClose, onPick, multiple = false, max = 0, initialSelected, title = '商品列表', source = ACTIVITY }: ProductPickerDialogProps) {
  const ids = { name: useId(), platform: useId(), merchant: useId(), shelf: useId(), radio: useId() };
  const filters = useLocalSearch(NO_FILTERS);
  const [nameText, setNameText] = useState('');

  // Each opening starts from the first page and no filters, at the first page size.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      filters.reset({ limit: NO_FILTERS.limit });
      setNameText('');
    }
  }

  const platformAllowed = usePermission(PLATFORM_TREE);
  const merchantAllowed = usePermission(MERCHANT_TREE);
  const platformTree = useGetPlatformCategoryTree(undefined, { query: { enabled: open && platformAllowed, ...treeCache } });
  const merchantTree = useGetMerchantCategoryTree(undefined, { query: { enabled: open && merchantAllowed, ...treeCache } });
  const platformOptions = useMemo(() => flattenCategories(platformTree.data ?? []), [platformTree.data]);
  const platformChoices = useMemo(
    () => [{ value: null, label: '全部' }, ...platformOptions.map((o) => ({ value: o.id, label: `${'\u3000'.repeat(o.depth)}${o.name}`, disabled: o.disabled }))],
    [platformOptions],
  );
  const merchantOptions = useMemo(() => flattenCategories(merchantTree.data ?? []), [merchantTree.data]);

  /** What the search sends: the chosen categories with everything under them. */
  const paramsOf = ({ page, limit, name, categoryId, cateIds = [], isShow }: Filters) => {
    const params: SearchActivityProductsParams = { page, limit };
    if (name) params.name = name;
    if (isShow !== undefined) params.isShow = isShow === 1;
    const platformIds = categoryId === undefined ? undefined : categoryFilter(platformOptions, [categoryId]);
    const merchantIds = categoryFilter(merchantOptions, cateIds);
    if (platformIds) params.categoryId = platformIds;
    if (merchantIds) params.cateId = merchantIds;
    return params;
  };
  const list = useListPage(
    filters,
    (f) =>
      source.kind === 'activity'
        ? getSearchActivityProductsQueryOptions(paramsOf(f), { request: silent })
        : getSearchMarketingProductsQueryOptions(
            { ...paramsOf(f), ...(source.activityId ? { activityId: source.activityId } : {}), ...(source.marketingType === undefined ? {} : { marketingType: source.marketingType }) },
            { request: silent },
          ),
    { enabled: open },
  );
  const { search: current, update } = list;
  const rows = list.table.rows;

  const search = () => update({ name: nameText.trim() });

  const choice = usePickerChoice({ open, initialSelected, multiple, max, pageRows: rows ?? [] });
  const columns = pickerColumns<PickerProduct>({ multiple, radioName: ids.radio, choice });
  const confirmPick = () => {
    const chosen = choice.confirm();
    if (!chosen) return;
    onPick(chosen);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      width={PICKER_WIDTH}
      footer={<PickerFooter count={choice.selected.size} onCancel={onClose} onConfirm={confirmPick} />}
    >
      <div className="flex flex-col gap-3">
        <section aria-label="商品筛选" className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <PickerSearch id={ids.name} label="商品名称" placeholder="请输入商品名称" value={nameText} onChange={setNameText} onSearch={search} />
          {platformAllowed && (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.platform} className="text-xs text-slate-500">
                平台分类
              </label>
              <Select
                id={ids.platform}
                className="w-44"
                searchable
                value={current.categoryId}
                options={platformChoices}
                onChange={(id) => update({ categoryId: id ?? undefined })}
              />
            </div>
          )}
          {merchantAllowed && (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.merchant} className="text-xs text-slate-500">
                商户分类
              </label>
              <TreeSelect id={ids.merchant} label="商户分类" className="w-48" multiple clearable nodes={merchantTree.data ?? []} value={current.cateIds ?? []} onChange={(next) => update({ cateIds: next })} />
            </div>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.shelf} className="text-xs text-slate-500">
              状态
            </label>
            <FilterSelect id={ids.shelf} value={current.isShow} options={productShelfOptions} onChange={(isShow) => update({ isShow })} />
          </div>
        </section>
        <DataTable
          tableId="product-picker"
          label="商品列表"
          columns={columns}
          {...list.table}
          getRowId={(p) => String(p.id)}
          pageSizes={PICKER_PAGE_SIZES}
          emptyText="暂无商品"
        />
      </div>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { getGetProductListQueryOptions } from '@/api/generated/endpoints/product/product';
import { useGetMerchantCategoryTree } from '@/api/generated/endpoints/product-category/product-category';
import type { GetProductListParams, ProductListItem } from '@/api/generated/model';
import { DataTable } from '@/components/list/data-table';
import { useListPage, useLocalSearch } from '@/components/list/use-list-page';
import { TreeSelect } from '@/components/tree-select';
import { Dialog } from '@/components/ui/dialog';
import { PickerFooter, PickerSearch, pickerColumns, usePickerChoice } from '@/components/picker/picker-choice';

/** SPEC.md §9: the live-goods picker pages by 1 to 4, 1 by default. */
export const LIVE_PICKER_PAGE_SIZES = [1, 2, 3, 4] as const;
const ON_SALE = 1;

interface Filters {
  page: number;
  limit: number;
  keywords?: string;
  cateIds?: number[];
}

const NO_FILTERS: Filters = { page: 1, limit: LIVE_PICKER_PAGE_SIZES[0] };

/** What the list asks for: the store's products on sale, by keyword and store categories. */
function paramsOf({ page, limit, keywords, cateIds = [] }: Filters): GetProductListParams {
  const params: GetProductListParams = { type: ON_SALE, page, limit };
  if (keywords) params.keywords = keywords;
  if (cateIds.length > 0) params.cateId = cateIds.join(',');
  return params;
}

export interface LiveProductPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chosen products, in the order they were chosen. */
  onPick: (products: ProductListItem[]) => void;
  /** Chosen already when the dialog opens. */
  initialSelected?: ProductListItem[];
}

/**
 * The live-goods variant of the product picker: the store's products on sale, searched by name or
 * keyword and store category, paged 1–4, several chosen at once. Unlike the other pickers, a failed
 * list shows the server's message (SPEC §8).
 */
export function LiveProductPickerDialog({ open, onClose, onPick, initialSelected }: LiveProductPickerDialogProps) {
  const ids = { keywords: useId(), merchant: useId(), radio: useId() };
  const filters = useLocalSearch(NO_FILTERS);
  const [keywordText, setKeywordText] = useState('');
  // Each opening starts from the first page and no filters, at the first page size.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      filters.reset({ limit: NO_FILTERS.limit });
      setKeywordText('');
    }
  }

  const tree = useGetMerchantCategoryTree(undefined, { query: { enabled: open, staleTime: 5 * 60_000 } });
  const list = useListPage(filters, (f) => getGetProductListQueryOptions(paramsOf(f)), { enabled: open });
  const { update } = list;
  const rows = list.table.rows;
  const search = () => update({ keywords: keywordText.trim() });
  const choice = usePickerChoice({ open, initialSelected, multiple: true, max: 0, pageRows: rows ?? [] });
  const columns = pickerColumns<ProductListItem>({ multiple: true, radioName: ids.radio, choice });
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
      title="商品列表"
      width={944}
      footer={<PickerFooter count={choice.selected.size} onCancel={onClose} onConfirm={confirmPick} />}
    >
      <div className="flex flex-col gap-3">
        <section aria-label="商品筛选" className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.merchant} className="text-xs text-slate-500">
              商户分类
            </label>
            <TreeSelect id={ids.merchant} label="商户分类" className="w-48" multiple clearable nodes={tree.data ?? []} value={list.search.cateIds ?? []} onChange={(next) => update({ cateIds: next })} />
          </div>
          <PickerSearch id={ids.keywords} label="商品搜索" placeholder="请输入商品名称，关键字" value={keywordText} onChange={setKeywordText} onSearch={search} />
        </section>
        <DataTable
          tableId="live-product-picker"
          label="商品列表"
          columns={columns}
          {...list.table}
          getRowId={(p) => String(p.id)}
          pageSizes={LIVE_PICKER_PAGE_SIZES}
          emptyText="暂无商品"
        />
      </div>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetProductList } from '@/api/generated/endpoints/product/product';
import { useGetMerchantCategoryTree } from '@/api/generated/endpoints/product-category/product-category';
import type { GetProductListParams, ProductListItem } from '@/api/generated/model';
import { DataTable } from '@/components/data-table/data-table';
import { TreeSelect } from '@/components/tree-select';
import { Dialog } from '@/components/ui/dialog';
import { PickerFooter, PickerSearch, pickerColumns, usePickerChoice } from '@/components/picker/picker-choice';

/** SPEC.md §9: the live-goods picker pages by 1 to 4, 1 by default. */
export const LIVE_PICKER_PAGE_SIZES = [1, 2, 3, 4] as const;
const ON_SALE = 1;

interface Filters {
  page: number;
  limit: number;
  keywords: string;
  cateIds: number[];
}

const NO_FILTERS: Filters = { page: 1, limit: LIVE_PICKER_PAGE_SIZES[0], keywords: '', cateIds: [] };

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
  const [filters, setFilters] = useState(NO_FILTERS);
  const [keywordText, setKeywordText] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setFilters(NO_FILTERS);
      setKeywordText('');
    }
  }

  const tree = useGetMerchantCategoryTree(undefined, { query: { enabled: open, staleTime: 5 * 60_000 } });
  const { page, limit, keywords, cateIds } = filters;
  const params: GetProductListParams = { type: ON_SALE, page, limit };
  if (keywords) params.keywords = keywords;
  if (cateIds.length > 0) params.cateId = cateIds.join(',');
  const result = useGetProductList(params, { query: { placeholderData: keepPreviousData, enabled: open } });
  const rows = result.data?.list;

  const update = (change: Partial<Filters>) => setFilters((current) => ({ ...current, page: 1, ...change }));
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
            <TreeSelect id={ids.merchant} label="商户分类" className="w-48" multiple clearable nodes={tree.data ?? []} value={cateIds} onChange={(next) => update({ cateIds: next })} />
          </div>
          <PickerSearch id={ids.keywords} label="商品搜索" placeholder="请输入商品名称，关键字" value={keywordText} onChange={setKeywordText} onSearch={search} />
        </section>
        <DataTable
          tableId="live-product-picker"
          label="商品列表"
          columns={columns}
          rows={rows}
          total={result.data?.total}
          getRowId={(p) => String(p.id)}
          page={page}
          limit={limit}
          pageSizes={LIVE_PICKER_PAGE_SIZES}
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

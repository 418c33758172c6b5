import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { downloadFile } from '@/api/generated/endpoints/file/file';
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
} from '@/api/generated/endpoints/product/product';
import type { CommonBatchRequest, ProductListItem } from '@/api/generated/model';
import { saveFile } from '@/api/http';
import { confirm } from '@/components/confirm-dialog';
import { useRowSwitch } from '@/components/list/use-row-switch';
import type { useDialogs } from '@/components/use-dialogs';
import type { ProductListTab } from '@/lib/enums';
import { callAndSay } from '@/lib/message';
import { productFormLink } from '@/features/product/product-links';
import type { ProductTarget } from '@/features/product/list/dialogs/product-target';
import { batchQuestions, type BatchAction, type BatchCall, type MoreAction, type RowAction } from '@/features/product/list/model/product-actions';
import type { productFilters } from '@/features/product/list/model/product-search';

/** The reference console's questions before a row's action (取消 sends nothing). */
export const ROW_QUESTIONS = {
  editOnSale: '下架该商品吗？出售商品需下架之后可编辑。',
  restore: '确定恢复商品吗？',
  delete: (id: number) => `删除 id 为 ${id} 的商品`,
  recycle: (id: number) => `id为${id}的商品加入回收站吗`,
};

/** The dialogs and drawers of the list, and what each is opened for. */
export type ProductDialogTargets = {
  type: 'create' | 'collect';
  freight: ProductTarget;
  brokerage: ProductTarget;
  coupons: ProductTarget;
  audit: number;
  stock: number;
  quickEdit: number;
};

export type ProductDialogs = ReturnType<typeof useDialogs<ProductDialogTargets>>;

const batchCalls: Record<BatchCall, (body: CommonBatchRequest) => Promise<unknown>> = {
  up: batchPutProductsOnSale,
  down: batchTakeProductsOffSale,
  restore: batchRestoreProducts,
  delete: batchDeleteProducts,
  submitAudit: batchSubmitProductAudit,
  recycle: batchRecycleProducts,
};

async function recycle(p: ProductListItem) {
  if (!(await confirm({ message: ROW_QUESTIONS.recycle(p.id) }))) return;
  await callAndSay(() => deleteProduct({ id: p.id, type: 'recycle' }), '操作成功');
}

/**
 * What the list's rows, menus and toolbar do: the calls with their questions and messages, the shelf
 * switch, the dialogs they open and the export. Each call has the list and the tab counts load again (lib/refresh.ts).
 */
export function useProductActions({ tab, filters, queryKey, dialogs, clearSelection }: {
  tab: ProductListTab;
  /** The filters the export sends with the tab. */
  filters: ReturnType<typeof productFilters>;
  /** The shown page's query, patched by the shelf switch before the server answers. */
  queryKey: QueryKey;
  dialogs: ProductDialogs;
  clearSelection: () => void;
}) {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const shelf = useRowSwitch<ProductListItem>(queryKey);

  const toggleShelf = (p: ProductListItem) => {
    const next = !p.isShow;
    return shelf.flip(p, { isShow: next }, () => (next ? putProductOnSale(p.id) : takeProductOffSale(p.id)), next ? '上架成功' : '下架成功');
  };

  const edit = async (p: ProductListItem) => {
    // A product on sale cannot be edited: it comes down first.
    if (p.isShow) {
      if (!(await confirm({ message: ROW_QUESTIONS.editOnSale }))) return;
      try {
        await takeProductOffSale(p.id);
      } catch {
        return;
      }
    }
    void navigate(productFormLink('edit', p.id));
  };

  const runRow = async (action: Exclude<RowAction, 'detail'>, p: ProductListItem) => {
    switch (action) {
      case 'submitAudit':
        return dialogs.open('audit', p.id);
      case 'edit':
        return edit(p);
      case 'restore':
        if (!(await confirm({ message: ROW_QUESTIONS.restore }))) return;
        return void (await callAndSay(() => restoreProduct(p.id), '操作成功'));
      case 'addStock':
        return dialogs.open('stock', p.id);
      case 'quickEdit':
        return dialogs.open('quickEdit', p.id);
      case 'delete':
        if (!(await confirm({ message: ROW_QUESTIONS.delete(p.id) }))) return;
        return void (await callAndSay(() => deleteProduct({ id: p.id, type: 'delete' }), '删除成功'));
      case 'recycle':
        return recycle(p);
    }
  };

  const runMore = (action: MoreAction, p: ProductListItem) => {
    switch (action) {
      case 'detail':
        return void navigate(productFormLink('detail', p.id));
      case 'freight':
      case 'brokerage':
      case 'coupons':
        return dialogs.open(action, { ids: [p.id], batch: false });
      case 'recycle':
        return void recycle(p);
    }
  };

  const runBatch = async (action: BatchAction, ids: number[]) => {
    if (ids.length === 0) return;
    if (action === 'freight' || action === 'brokerage' || action === 'coupons') return dialogs.open(action, { ids, batch: true });
    if (!(await confirm({ message: batchQuestions[action] }))) return;
    const done = action === 'delete' ? '删除成功' : action === 'submitAudit' ? '提交成功' : '操作成功';
    if (await callAndSay(() => batchCalls[action]({ idList: ids }), done)) clearSelection();
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

  return { toggleShelf, shelfBusy: shelf.busy, runRow, runMore, runBatch, exportList, exporting };
}

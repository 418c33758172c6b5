import type { ExportType } from '@/api/generated/model';
import { LIST_DEFAULTS, listSearch, optionFilter } from '@/components/list/list-search';

/** 数据导出's file types. */
export const EXPORT_TYPE_OPTIONS: ReadonlyArray<{ value: ExportType; label: string }> = [
  { value: 'product', label: '商品' },
  { value: 'order', label: '订单' },
];

/** 数据导出's URL: the file type, page and size. */
export const exportListSearch = listSearch({ type: optionFilter(EXPORT_TYPE_OPTIONS) });
export type ExportListSearch = ReturnType<typeof exportListSearch>;

/** 敏感操作日志's URL: page and size. */
export const sensitiveLogSearch = listSearch({});

export const maintainListDefaults = LIST_DEFAULTS;

import { choiceFilter, LIST_DEFAULTS, listSearch } from '@/components/list/list-search';

/** 数据导出's URL: the file type, page and size. */
export const exportListSearch = listSearch({ type: choiceFilter(['product', 'order']) });
export type ExportListSearch = ReturnType<typeof exportListSearch>;

/** 敏感操作日志's URL: page and size. */
export const sensitiveLogSearch = listSearch({});

export const maintainListDefaults = LIST_DEFAULTS;

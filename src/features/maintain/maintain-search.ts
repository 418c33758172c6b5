import { choiceFilter, DEFAULT_PAGE, listSearch, numberChoiceFilter, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** 数据导出's URL: the file type, page and size. */
export const exportListSearch = listSearch({ type: choiceFilter(['product', 'order']) });
export type ExportListSearch = ReturnType<typeof exportListSearch>;

/** 物流公司's URL: name or code, and 1 开启 / 0 关闭. */
export const expressListSearch = listSearch({ keywords: textFilter, openStatus: numberChoiceFilter([0, 1]) });
export type ExpressListSearch = ReturnType<typeof expressListSearch>;

/** 敏感操作日志's URL: page and size. */
export const sensitiveLogSearch = listSearch({});

export const maintainListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

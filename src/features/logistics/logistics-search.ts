import { LIST_DEFAULTS, listSearch, optionFilter, textFilter } from '@/components/list/list-search';

/** 开启状态 of 物流管理's filter. */
export const OPEN_OPTIONS = [
  { value: 1, label: '开启' },
  { value: 0, label: '关闭' },
] as const;

/** 物流管理's URL: name or code, and 1 开启 / 0 关闭. */
export const logisticsSearch = listSearch({ keywords: textFilter, openStatus: optionFilter(OPEN_OPTIONS) });
export type LogisticsSearch = ReturnType<typeof logisticsSearch>;

/** 物流公司's URL (the platform's carriers): name or code. */
export const expressCompanySearch = listSearch({ keywords: textFilter });
export type ExpressCompanySearch = ReturnType<typeof expressCompanySearch>;

export const logisticsListDefaults = LIST_DEFAULTS;

import { LIST_DEFAULTS, listSearch, numberChoiceFilter, textFilter } from '@/components/list/list-search';

/** 物流管理's URL: name or code, and 1 开启 / 0 关闭. */
export const logisticsSearch = listSearch({ keywords: textFilter, openStatus: numberChoiceFilter([0, 1]) });
export type LogisticsSearch = ReturnType<typeof logisticsSearch>;

/** 物流公司's URL (the platform's carriers): name or code. */
export const expressCompanySearch = listSearch({ keywords: textFilter });
export type ExpressCompanySearch = ReturnType<typeof expressCompanySearch>;

export const logisticsListDefaults = LIST_DEFAULTS;

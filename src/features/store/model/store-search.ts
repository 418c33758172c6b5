import { numberChoiceFilter } from '@/components/list/list-search';

const readTab = numberChoiceFilter([1, 2, 3]);

/** 商户基本设置's URL: the open tab (1 商户信息, 2 店铺信息, 3 结算信息). */
export const storeInfoSearch = (search: Record<string, unknown>) => ({ tab: readTab(search.tab) ?? 1 });

export const storeInfoDefaults = { tab: 1 } as const;

import { optionFilter } from '@/components/list/list-search';

/** 商户基本设置's tabs. */
export const STORE_INFO_TABS = [
  { value: 1, label: '商户信息' },
  { value: 2, label: '店铺信息' },
  { value: 3, label: '结算信息' },
] as const;

const readTab = optionFilter(STORE_INFO_TABS);

/** 商户基本设置's URL: the open tab (商户信息 by default). */
export const storeInfoSearch = (search: Record<string, unknown>) => ({ tab: readTab(search.tab) ?? 1 });

export const storeInfoDefaults = { tab: 1 } as const;

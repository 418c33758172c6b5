import { LIST_DEFAULTS, listSearch } from '@/components/list/list-search';

/** 小票打印's URL: page and size. */
export const printListSearch = listSearch({});

export const printListDefaults = LIST_DEFAULTS;

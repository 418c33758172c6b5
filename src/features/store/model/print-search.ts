import { DEFAULT_PAGE, listSearch, PAGE_SIZES } from '@/components/data-table/list-search';

/** 小票打印's URL: page and size. */
export const printListSearch = listSearch({});

export const printListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

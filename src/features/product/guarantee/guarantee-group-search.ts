import { DEFAULT_PAGE, listSearch, PAGE_SIZES } from '@/components/data-table/list-search';

/** The guarantee combination list's URL: page and size (the list comes whole and is paged here). */
export const guaranteeGroupSearch = listSearch({});

export const guaranteeGroupDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

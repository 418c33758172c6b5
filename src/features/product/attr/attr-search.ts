import { DEFAULT_PAGE, listSearch, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** The spec-template list's URL: page, size and the name filter. */
export const attrListSearch = listSearch({ keywords: textFilter });

export const attrListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

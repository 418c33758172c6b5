import { DEFAULT_PAGE, listSearch, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** The product label list's URL: page, size and the name searched for. */
export const labelListSearch = listSearch({ keywords: textFilter });

export type LabelListSearch = ReturnType<typeof labelListSearch>;

export const labelListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

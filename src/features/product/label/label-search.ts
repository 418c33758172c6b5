import { LIST_DEFAULTS, listSearch, textFilter } from '@/components/list/list-search';

/** The product label list's URL: page, size and the name searched for. */
export const labelListSearch = listSearch({ keywords: textFilter });

export type LabelListSearch = ReturnType<typeof labelListSearch>;

export const labelListDefaults = LIST_DEFAULTS;

import { LIST_DEFAULTS, listSearch, textFilter } from '@/components/list/list-search';

/** The spec-template list's URL: page, size and the name filter. */
export const attrListSearch = listSearch({ keywords: textFilter });

export const attrListDefaults = LIST_DEFAULTS;

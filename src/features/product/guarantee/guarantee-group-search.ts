import { LIST_DEFAULTS, listSearch } from '@/components/list/list-search';

/** The guarantee combination list's URL: page and size (the list comes whole and is paged here). */
export const guaranteeGroupSearch = listSearch({});

export const guaranteeGroupDefaults = LIST_DEFAULTS;

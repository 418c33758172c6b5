import { LIST_DEFAULTS, listSearch, textFilter } from '@/components/list/list-search';

/** 直播助手's URL: the search (微信号 or 昵称), page and size. */
export const assistantSearch = listSearch({ keywords: textFilter });
export type AssistantSearch = ReturnType<typeof assistantSearch>;

export const assistantDefaults = LIST_DEFAULTS;

/** The list's query: the reference backend refuses it without `keywords`, so an empty search is sent as empty text. */
export const assistantParams = (search: AssistantSearch) => ({ ...search, keywords: search.keywords ?? '' });

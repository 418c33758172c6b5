import { DEFAULT_PAGE, listSearch, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** 直播助手's URL: the search (微信号 or 昵称), page and size. */
export const assistantSearch = listSearch({ keywords: textFilter });
export type AssistantSearch = ReturnType<typeof assistantSearch>;

export const assistantDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

/** The list's query: the reference backend refuses it without `keywords`, so an empty search is sent as empty text. */
export const assistantParams = (search: AssistantSearch) => ({ ...search, keywords: search.keywords ?? '' });

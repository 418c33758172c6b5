import type { GetProductReplyListParams } from '@/api/generated/model';
import { choiceFilter, DEFAULT_PAGE, listSearch, numberChoiceFilter, PAGE_SIZES, textFilter, type SearchReader } from '@/components/data-table/list-search';

/** The list's text filters are at most 64 characters (the API's limit). */
export const COMMENT_SEARCH_MAX = 64;

const shortText: SearchReader<string> = (value) => textFilter(value)?.slice(0, COMMENT_SEARCH_MAX);

/** The router reads search values as JSON: isReply=true arrives as a boolean. */
const booleanFilter: SearchReader<boolean> = (value) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);

/** 商品评论's URL: page, size and every filter, so a reload or a tab switch keeps them. */
export const commentListSearch = listSearch({
  searchType: choiceFilter(['all', 'uid', 'phone', 'nickname']),
  content: shortText,
  dateLimit: textFilter,
  isReply: booleanFilter,
  star: numberChoiceFilter([1, 2, 3, 4, 5]),
  productSearch: shortText,
});

export type CommentListSearch = ReturnType<typeof commentListSearch>;

export const commentListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

/** What the list asks for: the whole search, the user search's kind included even when it is 全部. */
export function commentListParams(search: CommentListSearch): GetProductReplyListParams {
  return { ...search, searchType: search.searchType ?? 'all' };
}

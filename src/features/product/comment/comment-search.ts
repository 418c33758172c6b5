import type { GetProductReplyListParams } from '@/api/generated/model';
import { booleanFilter, choiceFilter, LIST_DEFAULTS, listSearch, numberChoiceFilter, textFilter, type SearchReader } from '@/components/list/list-search';

/** The list's text filters are at most 64 characters (the API's limit). */
export const COMMENT_SEARCH_MAX = 64;

const shortText: SearchReader<string> = (value) => textFilter(value)?.slice(0, COMMENT_SEARCH_MAX);

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

export const commentListDefaults = LIST_DEFAULTS;

/** What the list asks for: the whole search, the user search's kind included even when it is 全部. */
export function commentListParams(search: CommentListSearch): GetProductReplyListParams {
  return { ...search, searchType: search.searchType ?? 'all' };
}

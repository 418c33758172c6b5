import type { GetProductReplyListParams } from '@/api/generated/model';
import { booleanFilter, LIST_DEFAULTS, listSearch, optionFilter, textFilter, type SearchReader } from '@/components/list/list-search';
import { userSearchTypeOptions } from '@/lib/enums';

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;
export type Star = (typeof STAR_VALUES)[number];
export const starLabel = (n: number) => `${n}星`;
/** 评价星级: 1星 to 5星, the filter's and the virtual review's choices. */
export const STAR_OPTIONS = STAR_VALUES.map((n) => ({ value: n, label: starLabel(n) }));

/** The list's text filters are at most 64 characters (the API's limit). */
export const COMMENT_SEARCH_MAX = 64;

const shortText: SearchReader<string> = (value) => textFilter(value)?.slice(0, COMMENT_SEARCH_MAX);

/** 商品评论's URL: page, size and every filter, so a reload or a tab switch keeps them. */
export const commentListSearch = listSearch({
  searchType: optionFilter(userSearchTypeOptions),
  content: shortText,
  dateLimit: textFilter,
  isReply: booleanFilter,
  star: optionFilter(STAR_OPTIONS),
  productSearch: shortText,
});

export type CommentListSearch = ReturnType<typeof commentListSearch>;

export const commentListDefaults = LIST_DEFAULTS;

/** What the list asks for: the whole search, the user search's kind included even when it is 全部. */
export function commentListParams(search: CommentListSearch): GetProductReplyListParams {
  return { ...search, searchType: search.searchType ?? 'all' };
}

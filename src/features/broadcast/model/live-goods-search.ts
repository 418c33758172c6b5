import { DEFAULT_PAGE, listSearch, numberChoiceFilter, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** 直播商品列表's URL: the review tab (absent: 全部), the search, page and size. */
export const liveGoodsSearch = listSearch({
  reviewStatus: numberChoiceFilter([0, 1, 2, 3, 4, 5]),
  keywords: textFilter,
});
export type LiveGoodsSearch = ReturnType<typeof liveGoodsSearch>;

export const liveGoodsDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

import { LIST_DEFAULTS, listSearch, numberChoiceFilter, textFilter } from '@/components/list/list-search';

/** 直播商品列表's URL: the review tab (absent: 全部), the search, page and size. */
export const liveGoodsSearch = listSearch({
  reviewStatus: numberChoiceFilter([0, 1, 2, 3, 4, 5]),
  keywords: textFilter,
});
export type LiveGoodsSearch = ReturnType<typeof liveGoodsSearch>;

export const liveGoodsDefaults = LIST_DEFAULTS;

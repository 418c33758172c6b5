import { LIST_DEFAULTS, listSearch, optionFilter, textFilter } from '@/components/list/list-search';
import { liveReviewStatusOptions } from '@/lib/enums';

/** 直播商品列表's URL: the review tab (absent: 全部), the search, page and size. */
export const liveGoodsSearch = listSearch({
  reviewStatus: optionFilter(liveReviewStatusOptions),
  keywords: textFilter,
});
export type LiveGoodsSearch = ReturnType<typeof liveGoodsSearch>;

export const liveGoodsDefaults = LIST_DEFAULTS;

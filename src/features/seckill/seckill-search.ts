import { DEFAULT_PAGE, listSearch, numberChoiceFilter, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** 秒杀活动's URL: page, size, 活动名称 and 活动日期 (yyyy-MM-dd). */
export const seckillActivitySearch = listSearch({ name: textFilter, date: textFilter });
export type SeckillActivitySearch = ReturnType<typeof seckillActivitySearch>;

/** 秒杀商品's URL: the review tab (1 待审核, 2 审核成功, 3 审核失败), page, size and filters. */
export const seckillProductSearch = listSearch({
  auditStatus: numberChoiceFilter([1, 2, 3]),
  proName: textFilter,
  activityName: textFilter,
  proStatus: numberChoiceFilter([0, 1]),
  activityStatus: numberChoiceFilter([0, 1, 2]),
});
export type SeckillProductSearch = ReturnType<typeof seckillProductSearch>;

export const seckillListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

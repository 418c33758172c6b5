import { DEFAULT_PAGE, listSearch, numberChoiceFilter, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** 砍价记录's URL: the status tab (1 进行中, 2 未完成, 3 已成功), filters, page, size. */
export const bargainListSearch = listSearch({
  status: numberChoiceFilter([1, 2, 3]),
  keywords: textFilter,
  dateLimit: textFilter,
});
export type BargainListSearch = ReturnType<typeof bargainListSearch>;

export const bargainListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

import { choiceFilter, DEFAULT_PAGE, listSearch, numberChoiceFilter, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** 拼团活动's URL (the review tab is the path's `type`): filters, page, size. */
export const groupActivitySearch = listSearch({
  groupName: textFilter,
  groupProcess: numberChoiceFilter([0, 1, 2]),
  activityStatus: numberChoiceFilter([0, 1]),
  startTime: textFilter,
});
export type GroupActivitySearch = ReturnType<typeof groupActivitySearch>;

/** 开团记录's URL: the tab (10 已成功, 0 拼团中, -1 已失败), filters, page, size. */
export const groupRecordSearch = listSearch({
  recordStatus: numberChoiceFilter([10, 0, -1]),
  groupActivityName: textFilter,
  productName: textFilter,
  dateLimit: textFilter,
  searchType: choiceFilter(['all', 'uid', 'nickname']),
  content: textFilter,
});
export type GroupRecordSearch = ReturnType<typeof groupRecordSearch>;

export const groupListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

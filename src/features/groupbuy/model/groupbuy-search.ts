import type { GetGroupBuyActivityCountParams, GetGroupBuyActivityListParams } from '@/api/generated/model';
import { LIST_DEFAULTS, listSearch, optionFilter, searchFilters, textFilter } from '@/components/list/list-search';
import { DEFAULT_RECORD_TAB, groupProcessOptions, groupRecordTabs, groupSwitchOptions, leaderSearchOptions, reviewTabOf, type GroupRecordTab, type LeaderSearchType } from '@/features/groupbuy/model/groupbuy-options';

/** 拼团活动's URL (the review tab is the path's `type`): filters, page, size. */
export const groupActivitySearch = listSearch({
  groupName: textFilter,
  groupProcess: optionFilter(groupProcessOptions),
  activityStatus: optionFilter(groupSwitchOptions),
  startTime: textFilter,
});
export type GroupActivitySearch = ReturnType<typeof groupActivitySearch>;

/** 开团记录's URL: the tab (10 已成功, 0 拼团中, -1 已失败), filters, page, size. */
export const groupRecordSearch = listSearch({
  recordStatus: optionFilter(groupRecordTabs),
  groupActivityName: textFilter,
  productName: textFilter,
  dateLimit: textFilter,
  searchType: optionFilter(leaderSearchOptions),
  content: textFilter,
});
export type GroupRecordSearch = ReturnType<typeof groupRecordSearch>;

export const groupListDefaults = LIST_DEFAULTS;

/** The filters of 拼团活动 its list and its tabs' counts share (the tab is the path's). */
export function groupActivityFilters(search: GroupActivitySearch): GetGroupBuyActivityCountParams {
  return searchFilters(search);
}

/** What 拼团活动's list asks for (the page and its loader alike): the path's tab (`type`), page, size and filters. */
export function groupActivityParams(search: GroupActivitySearch, type: string | undefined): GetGroupBuyActivityListParams {
  return { page: search.page, limit: search.limit, ...groupActivityFilters(search), groupStatus: reviewTabOf(type) };
}

/** The tab of 开团记录's address; 已成功 when it names none. */
export const recordTabOf = (search: GroupRecordSearch): GroupRecordTab => search.recordStatus ?? DEFAULT_RECORD_TAB;

/** 团长搜索's kind; 全部 when the address names none. */
export const leaderSearchTypeOf = (search: GroupRecordSearch): LeaderSearchType => search.searchType ?? 'all';


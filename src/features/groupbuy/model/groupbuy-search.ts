import type { GetGroupBuyActivityCountParams, GetGroupBuyActivityListParams, GetGroupBuyRecordCountParams, GetGroupBuyRecordListParams } from '@/api/generated/model';
import { choiceFilter, DEFAULT_PAGE, listSearch, numberChoiceFilter, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';
import { dateLimitToRange } from '@/lib/date-range';
import { DEFAULT_RECORD_TAB, reviewTabOf, type GroupRecordTab, type LeaderSearchType } from '@/features/groupbuy/model/groupbuy-options';

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

/** The filters of 拼团活动 its list and its tabs' counts share. */
export function groupActivityFilters(search: GroupActivitySearch): GetGroupBuyActivityCountParams {
  return {
    ...(search.groupName ? { groupName: search.groupName } : {}),
    ...(search.groupProcess !== undefined ? { groupProcess: search.groupProcess } : {}),
    ...(search.activityStatus !== undefined ? { activityStatus: search.activityStatus } : {}),
    ...(search.startTime ? { startTime: search.startTime } : {}),
  };
}

/** What 拼团活动's list asks for (the page and its loader alike): the path's tab (`type`), page, size and filters. */
export function groupActivityParams(search: GroupActivitySearch, type: string | undefined): GetGroupBuyActivityListParams {
  return { page: search.page, limit: search.limit, ...groupActivityFilters(search), groupStatus: reviewTabOf(type) };
}

/** The tab of 开团记录's address; 已成功 when it names none. */
export const recordTabOf = (search: GroupRecordSearch): GroupRecordTab => search.recordStatus ?? DEFAULT_RECORD_TAB;

/** 团长搜索's kind; 全部 when the address names none. */
export const leaderSearchTypeOf = (search: GroupRecordSearch): LeaderSearchType => search.searchType ?? 'all';

/**
 * The filters of 开团记录 its list and its tabs' counts share: the leader search only with text. 开团日期
 * goes as the days it covers (startTime, endTime): the reference backend reads those and no dateLimit.
 */
export function groupRecordFilters(search: GroupRecordSearch, now = new Date()): GetGroupBuyRecordCountParams {
  const days = dateLimitToRange(search.dateLimit, now);
  return {
    ...(search.groupActivityName ? { groupActivityName: search.groupActivityName } : {}),
    ...(search.productName ? { productName: search.productName } : {}),
    ...(days ? { startTime: days[0], endTime: days[1] } : {}),
    ...(search.content ? { searchType: leaderSearchTypeOf(search), content: search.content } : {}),
  };
}

/** What 开团记录's list asks for (the page and its loader alike): its tab, page, size and filters. */
export function groupRecordParams(search: GroupRecordSearch): GetGroupBuyRecordListParams {
  return { page: search.page, limit: search.limit, ...groupRecordFilters(search), recordStatus: recordTabOf(search) };
}

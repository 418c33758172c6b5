import type { GetGroupBuyRecordCountParams, GetGroupBuyRecordListParams } from '@/api/generated/model';
import { searchFilters } from '@/components/list/list-search';
import { dateLimitToRange } from '@/lib/date-range';
import { leaderSearchTypeOf, recordTabOf, type GroupRecordSearch } from '@/features/groupbuy/model/groupbuy-search';

// Apart from the search schemas (which the route tree, and so the sign-in page, carries): reading a date
// choice into days needs dayjs, which is for the page and its loader only.

/**
 * The filters of 开团记录 its list and its tabs' counts share: the leader search only with text. 开团日期
 * goes as the days it covers (startTime, endTime): the reference backend reads those and no dateLimit.
 */
export function groupRecordFilters(search: GroupRecordSearch, now = new Date()): GetGroupBuyRecordCountParams {
  const days = dateLimitToRange(search.dateLimit, now);
  return {
    ...searchFilters(search, 'recordStatus', 'dateLimit', 'searchType', 'content'),
    ...(days ? { startTime: days[0], endTime: days[1] } : {}),
    ...(search.content ? { searchType: leaderSearchTypeOf(search), content: search.content } : {}),
  };
}

/** What 开团记录's list asks for (the page and its loader alike): its tab, page, size and filters. */
export function groupRecordParams(search: GroupRecordSearch): GetGroupBuyRecordListParams {
  return { page: search.page, limit: search.limit, ...groupRecordFilters(search), recordStatus: recordTabOf(search) };
}

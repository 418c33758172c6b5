import type { GetBargainRecordCountParams, GetBargainRecordListParams } from '@/api/generated/model';
import { LIST_DEFAULTS, listSearch, optionFilter, searchFilters, textFilter } from '@/components/list/list-search';
import { bargainStatusOptions, type BargainStatus } from '@/lib/enums';

/** 砍价记录's URL: the status tab (1 进行中, 2 未完成, 3 已成功), filters, page, size. */
export const bargainListSearch = listSearch({
  status: optionFilter(bargainStatusOptions),
  keywords: textFilter,
  dateLimit: textFilter,
});
export type BargainListSearch = ReturnType<typeof bargainListSearch>;

export const bargainListDefaults = LIST_DEFAULTS;

/** The status tab of the address; 进行中 when it names none. */
export const bargainStatusOf = (search: BargainListSearch): BargainStatus => search.status ?? 1;

/** The filters the list and its tabs' counts share (the tab is sent apart). */
export function bargainFilters(search: BargainListSearch): GetBargainRecordCountParams {
  return searchFilters(search, 'status');
}

/** What the list asks for (the page and its loader alike): its tab, page, size and filters. */
export function bargainListParams(search: BargainListSearch): GetBargainRecordListParams {
  return { page: search.page, limit: search.limit, ...bargainFilters(search), status: bargainStatusOf(search) };
}

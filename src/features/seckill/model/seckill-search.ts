import type { GetSeckillActivityPageParams, GetSeckillProductPageParams } from '@/api/generated/model';
import { LIST_DEFAULTS, listSearch, optionFilter, searchFilters, textFilter } from '@/components/list/list-search';
import { activityStatusOptions, productShelfOptions } from '@/lib/enums';
import { DEFAULT_AUDIT_TAB, seckillAuditOptions, type SeckillAuditStatus } from '@/features/seckill/model/seckill-options';

/** 秒杀活动's URL: page, size, 活动名称 and 活动日期 (yyyy-MM-dd). */
export const seckillActivitySearch = listSearch({ name: textFilter, date: textFilter });
export type SeckillActivitySearch = ReturnType<typeof seckillActivitySearch>;

/** 秒杀商品's URL: the review tab (1 待审核, 2 审核成功, 3 审核失败), page, size and filters. */
export const seckillProductSearch = listSearch({
  auditStatus: optionFilter(seckillAuditOptions),
  proName: textFilter,
  activityName: textFilter,
  proStatus: optionFilter(productShelfOptions),
  activityStatus: optionFilter(activityStatusOptions),
});
export type SeckillProductSearch = ReturnType<typeof seckillProductSearch>;

export const seckillListDefaults = LIST_DEFAULTS;

/** What 秒杀活动 asks for (the page and its loader alike): page, size and the filters given. */
export function seckillActivityParams(search: SeckillActivitySearch): GetSeckillActivityPageParams {
  return { page: search.page, limit: search.limit, ...searchFilters(search) };
}

/** The activities offered by 选择活动: one page of this many (those ended are left out). */
export const ACTIVITY_CHOICES = 100;
/** What the join form asks for its 选择活动 (the form and its routes' loaders alike). */
export const activityChoiceParams: GetSeckillActivityPageParams = { page: 1, limit: ACTIVITY_CHOICES };

/** The review tab of the address; 审核成功 when it names none. */
export const auditTabOf = (search: SeckillProductSearch): SeckillAuditStatus => search.auditStatus ?? DEFAULT_AUDIT_TAB;

/** The filters of 秒杀商品 its list and each tab's count share (the tab is sent apart). */
export function seckillProductFilters(search: SeckillProductSearch): GetSeckillProductPageParams {
  return searchFilters(search, 'auditStatus');
}

/** What 秒杀商品's list asks for (the page and its loader alike): its tab, page, size and filters. */
export function seckillProductParams(search: SeckillProductSearch): GetSeckillProductPageParams {
  return { page: search.page, limit: search.limit, ...seckillProductFilters(search), auditStatus: auditTabOf(search) };
}

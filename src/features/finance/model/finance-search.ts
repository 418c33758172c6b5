import { choiceFilter, LIST_DEFAULTS, listSearch, numberChoiceFilter, textFilter } from '@/components/list/list-search';

const closingTypes = ['bank', 'wechat', 'alipay'] as const;

/** 账单管理's URL: the tab (日账单 by default, month 月账单), the day range or month, page and size. */
export const statementSearch = listSearch({
  type: choiceFilter(['month']),
  dateLimit: textFilter,
});
export type StatementSearch = ReturnType<typeof statementSearch>;

/** 资金流水's URL. */
export const capitalFlowSearch = listSearch({
  dateLimit: textFilter,
  orderNo: textFilter,
});
export type CapitalFlowSearch = ReturnType<typeof capitalFlowSearch>;

/** 结算记录's URL. */
export const closingRecordSearch = listSearch({
  dateLimit: textFilter,
  auditStatus: numberChoiceFilter([0, 1, 2]),
  accountStatus: numberChoiceFilter([0, 1]),
  closingType: choiceFilter(closingTypes),
  closingNo: textFilter,
});
export type ClosingRecordSearch = ReturnType<typeof closingRecordSearch>;

/** 用户结算's URL: the withdrawal state tab (absent: 全部) and the filters. */
export const userClosingSearch = listSearch({
  status: numberChoiceFilter([-1, 0, 1]),
  closingType: choiceFilter(closingTypes),
  keywords: textFilter,
  dateLimit: textFilter,
});
export type UserClosingSearch = ReturnType<typeof userClosingSearch>;

export const financeListDefaults = LIST_DEFAULTS;



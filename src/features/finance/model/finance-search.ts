import { choiceFilter, LIST_DEFAULTS, listSearch, optionFilter, textFilter } from '@/components/list/list-search';
import { closingAccountStatusOptions, closingAuditStatusOptions, transferTypeOptions, withdrawalStatusLabel, type WithdrawalStatus } from '@/lib/enums';

export type UserClosingTab = WithdrawalStatus | 'all';
/** 用户结算's tabs: 全部 first, then the states in the order a withdrawal goes through them. */
export const USER_CLOSING_TABS: ReadonlyArray<{ value: UserClosingTab; label: string }> = [
  { value: 'all', label: '全部' },
  ...([0, 1, -1] as const).map((value) => ({ value, label: withdrawalStatusLabel(value) })),
];

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
  auditStatus: optionFilter(closingAuditStatusOptions),
  accountStatus: optionFilter(closingAccountStatusOptions),
  closingType: optionFilter(transferTypeOptions),
  closingNo: textFilter,
});
export type ClosingRecordSearch = ReturnType<typeof closingRecordSearch>;

/** 用户结算's URL: the withdrawal state tab (absent: 全部) and the filters. */
export const userClosingSearch = listSearch({
  status: optionFilter(USER_CLOSING_TABS.filter((t): t is { value: WithdrawalStatus; label: string } => t.value !== 'all')),
  closingType: optionFilter(transferTypeOptions),
  keywords: textFilter,
  dateLimit: textFilter,
});
export type UserClosingSearch = ReturnType<typeof userClosingSearch>;

export const financeListDefaults = LIST_DEFAULTS;



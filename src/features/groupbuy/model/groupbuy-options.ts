import { activityStatusOptions } from '@/lib/enums';

/** The permissions of the group-buy pages' calls (the API's). */
export const GROUP_PERMISSIONS = {
  add: 'merchant:groupbuy:activity:add',
  update: 'merchant:groupbuy:activity:update',
  delete: 'merchant:groupbuy:activity:delete',
  info: 'merchant:groupbuy:activity:info',
  status: 'merchant:groupbuy:activity:change:status',
  rollback: 'merchant:groupbuy:activity:rollback',
  recordInfo: 'merchant:groupbuy:record:info',
} as const;

export const GROUP_ACTIVITY_PATH = '/marketing/group/activity';
export const GROUP_FORM_PATH = '/marketing/group/createGroup';
/** Where a submitted activity is shown: the 待审核 tab. */
export const GROUP_REVIEW_PATH = `${GROUP_ACTIVITY_PATH}/3`;

/** The review of an activity (`groupStatus`), in the order of the list's tabs. */
export const groupReviewTabs = [
  { value: 4, label: '已通过' },
  { value: 3, label: '待审核' },
  { value: 1, label: '已拒绝' },
  { value: 2, label: '已撤销' },
] as const;
export type GroupReviewTab = (typeof groupReviewTabs)[number]['value'];
export const DEFAULT_REVIEW_TAB: GroupReviewTab = 4;

/** The review tab of the path's `type`; the default for none or an unknown one. */
export function reviewTabOf(type: string | undefined): GroupReviewTab {
  const n = Number(type);
  return groupReviewTabs.find((t) => t.value === n)?.value ?? DEFAULT_REVIEW_TAB;
}

/** 活动进程 (`groupProcess`): the activity states of lib/enums. */
export const groupProcessOptions = activityStatusOptions;

/** 活动状态 (`activityStatus`). */
export const groupSwitchOptions = [
  { value: 1, label: '开启' },
  { value: 0, label: '关闭' },
] as const;

/** 开团记录's tabs (`recordStatus`), with the tone of the state. */
export const groupRecordTabs = [
  { value: 10, label: '已成功', count: 'successNum', tone: 'success' },
  { value: 0, label: '拼团中', count: 'ingNum', tone: 'warning' },
  { value: -1, label: '已失败', count: 'failNum', tone: 'danger' },
] as const;
export type GroupRecordTab = (typeof groupRecordTabs)[number]['value'];
export const DEFAULT_RECORD_TAB: GroupRecordTab = 10;

/** 团长搜索's kinds. */
export const leaderSearchOptions = [
  { value: 'all', label: '全部' },
  { value: 'uid', label: '用户ID' },
  { value: 'nickname', label: '用户昵称' },
] as const;
export type LeaderSearchType = (typeof leaderSearchOptions)[number]['value'];

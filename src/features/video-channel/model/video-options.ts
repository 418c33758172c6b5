import { createLabelFn, type EnumOptions } from '@/lib/enums';

/**
 * Review states of a draft, the same on WeChat's side (editStatus, 微信审核) and the platform's
 * (platformEditStatus, 平台审核). Kept here: lib/enums.ts has no such table and belongs to another area.
 */
export const videoEditStatusOptions: EnumOptions<1 | 2 | 3 | 4> = [
  { value: 1, label: '未审核', tone: 'info' },
  { value: 2, label: '审核中', tone: 'warning' },
  { value: 3, label: '审核失败', tone: 'danger' },
  { value: 4, label: '审核成功', tone: 'success' },
];
export const videoEditStatusLabel = createLabelFn(videoEditStatusOptions);

/** The video-channel application (申请接入): 0 未申请, 1 审核中, 2 已接入, 3 未通过. */
export const videoAccessStatusOptions: EnumOptions<0 | 1 | 2 | 3> = [
  { value: 0, label: '未申请', tone: 'info' },
  { value: 1, label: '审核中', tone: 'warning' },
  { value: 2, label: '已接入', tone: 'success' },
  { value: 3, label: '未通过', tone: 'danger' },
];

/** The API's permissions of the area's actions. */
export const VIDEO_PERMISSIONS = {
  draftAdd: 'merchant:pay:component:product:draft:add',
  draftUpdate: 'merchant:pay:component:product:draft:update',
  draftDelete: 'merchant:pay:component:product:draft:delete',
  draftReview: 'merchant:pay:component:product:draft:review',
  draftInfo: 'merchant:pay:component:product:draft:info',
  putOn: 'merchant:pay:component:product:puton',
  putDown: 'merchant:pay:component:product:putdown',
  productDelete: 'merchant:pay:component:product:delete',
  apply: 'merchant:pay:component:shop:apply',
} as const;

export const DRAFT_LIST_PATH = '/videoChannel/draftList';

/** The form's address: no id adds, an id edits, an id with isDisabled 1 shows the draft read-only. */
export const videoFormPath = '/videoChannel/creatVideoChannel/{-$id}/{-$isDisabled}' as const;

export function videoFormLink(id?: number, readOnly = false) {
  if (id === undefined) return { to: videoFormPath, params: {} } as const;
  return { to: videoFormPath, params: readOnly ? { id: String(id), isDisabled: '1' } : { id: String(id) } } as const;
}

import type { Tone } from '@/lib/enums';

/** The permissions of the seckill pages' calls (the API's). */
export const SECKILL_PERMISSIONS = {
  activityDetail: 'merchant:seckill:activity:detail',
  add: 'merchant:seckill:product:add',
  price: 'merchant:seckill:product:price',
  up: 'merchant:seckill:product:up',
  down: 'merchant:seckill:product:down',
  delete: 'merchant:seckill:product:delete',
  withdraw: 'merchant:seckill:product:withdraw',
} as const;

export const SECKILL_LIST_PATH = '/marketing/seckill/list';
export const SECKILL_ACTIVITY_PATH = '/marketing/seckill/seckillActivity';

/** The reference console's questions before a seckill product leaves the list or the form (取消 keeps it). */
export const SECKILL_DELETE_QUESTIONS = { one: '删除该秒杀商品吗？', batch: '批量删除秒杀商品吗？' } as const;

/** The review of a seckill product (`auditStatus`), in the order of the list's tabs. */
export const seckillAuditOptions = [
  { value: 1, label: '待审核', tone: 'warning' },
  { value: 2, label: '审核成功', tone: 'success' },
  { value: 3, label: '审核失败', tone: 'danger' },
] as const satisfies ReadonlyArray<{ value: number; label: string; tone: Tone }>;
export type SeckillAuditStatus = (typeof seckillAuditOptions)[number]['value'];

/** The tab shown when the address names none. */
export const DEFAULT_AUDIT_TAB: SeckillAuditStatus = 2;

export const seckillAuditOption = (value: number) => seckillAuditOptions.find((o) => o.value === value);

/** 单次限购 / 活动限购: 0 means no limit. */
export const quotaText = (n: number) => (n > 0 ? String(n) : '不限');

/** 商家星级: the lowest store level that may join. */
export const starsText = (n: number) => `${n}星`;

/** 活动日期: start to end. */
export const dateRangeText = (a: { startDate: string; endDate: string }) => `${a.startDate} ~ ${a.endDate}`;

/**
 * Whether the store may join an activity: not ended, and the store has the stars the activity asks
 * (商家星级; the reference backend refuses fewer: 参加此活动最低需N星商户).
 */
export const canJoinActivity = (activity: { status: number; merStars: number }, storeStars: number) => activity.status !== 2 && storeStars >= activity.merStars;

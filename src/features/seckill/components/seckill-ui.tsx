import { Tag } from '@/components/ui/tag';
import { activityStatusLabel, activityStatusOptions, findOption } from '@/lib/enums';
import { seckillAuditOption } from '@/features/seckill/model/seckill-options';

/** 活动时间: one line per session. */
export function Sessions({ times }: { times: readonly string[] }) {
  if (times.length === 0) return <span>-</span>;
  return (
    <span className="flex flex-col text-xs leading-5">
      {times.map((t) => (
        <span key={t}>{t}</span>
      ))}
    </span>
  );
}

/** 活动状态: 未开始, 进行中 or 已结束. */
export function ActivityStatusTag({ status }: { status: number }) {
  return <Tag tone={findOption(activityStatusOptions, status)?.tone}>{activityStatusLabel(status)}</Tag>;
}

/** 审核状态: 待审核, 审核成功 or 审核失败. */
export function AuditStatusTag({ status }: { status: number }) {
  const option = seckillAuditOption(status);
  return <Tag tone={option?.tone}>{option?.label ?? '未知'}</Tag>;
}

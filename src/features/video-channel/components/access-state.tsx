import type { VideoAccess } from '@/api/generated/model';
import { Tag } from '@/components/ui/tag';
import { findOption } from '@/lib/enums';
import { videoAccessStatusOptions } from '@/features/video-channel/model/video-options';

/** Where the application stands: 已接入 with its time, 审核中, or 未通过 with the reason. */
export function AccessState({ access }: { access: VideoAccess }) {
  const option = findOption(videoAccessStatusOptions, access.status);
  return (
    <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
      <dt className="text-right text-slate-500">接入状态</dt>
      <dd>
        <Tag tone={option?.tone}>{option?.label ?? '未知'}</Tag>
      </dd>
      {access.status === 2 && access.auditTime && (
        <>
          <dt className="text-right text-slate-500">接入时间</dt>
          <dd>{access.auditTime}</dd>
        </>
      )}
      {access.status === 1 && (
        <>
          <dt className="text-right text-slate-500">说明</dt>
          <dd>申请已提交，平台审核中，请耐心等待</dd>
        </>
      )}
      {access.status === 3 && (
        <>
          <dt className="text-right text-slate-500">未通过原因</dt>
          <dd className="text-red-700">{access.reason || '-'}</dd>
        </>
      )}
      {access.applyTime && (
        <>
          <dt className="text-right text-slate-500">申请时间</dt>
          <dd>{access.applyTime}</dd>
        </>
      )}
      {access.contactName && (
        <>
          <dt className="text-right text-slate-500">联系人</dt>
          <dd>{access.contactName}</dd>
        </>
      )}
      {access.contactPhone && (
        <>
          <dt className="text-right text-slate-500">联系电话</dt>
          <dd>{access.contactPhone}</dd>
        </>
      )}
    </dl>
  );
}

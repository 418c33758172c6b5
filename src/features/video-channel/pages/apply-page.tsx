import { useGetVideoAccess } from '@/api/generated/endpoints/video-channel/video-channel';
import { usePermission } from '@/components/authorized';
import { QueryState } from '@/components/query-state';
import { AccessState } from '@/features/video-channel/components/access-state';
import { ApplyForm } from '@/features/video-channel/components/apply-form';
import { VIDEO_PERMISSIONS } from '@/features/video-channel/model/video-options';

/** 申请接入 (ours: the reference page is empty): the store's video-channel application and, when not applied or refused, the form to apply. */
export function ApplyPage() {
  const access = useGetVideoAccess();
  const canApply = usePermission(VIDEO_PERMISSIONS.apply);
  const data = access.data;
  const open = data && (data.status === 0 || data.status === 3);
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="接入状态" className="rounded bg-white p-5 shadow-sm">
        <h2 className="mb-4 text-base font-medium text-slate-800">视频号接入</h2>
        <QueryState query={access} rows={4}>
          {data && <AccessState access={data} />}
        </QueryState>
      </section>
      {open && canApply && (
        <section aria-label="申请信息" className="rounded bg-white p-5 shadow-sm">
          <h2 className="mb-4 text-base font-medium text-slate-800">{data.status === 3 ? '重新申请' : '申请接入'}</h2>
          <ApplyForm
            initial={{ contactName: data.contactName ?? '', contactPhone: data.contactPhone ?? '', wechatAppid: data.wechatAppid ?? '', remark: data.remark ?? '' }}
          />
        </section>
      )}
    </div>
  );
}

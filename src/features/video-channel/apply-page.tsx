import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetVideoAccessQueryKey, useApplyVideoAccess, useGetVideoAccess } from '@/api/generated/endpoints/video-channel/video-channel';
import type { VideoAccess, VideoAccessRequest } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tag } from '@/components/ui/tag';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitOnce } from '@/components/use-submit-once';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { findOption } from '@/lib/enums';
import { message } from '@/lib/message';
import { VIDEO_PERMISSIONS, videoAccessStatusOptions } from './video-options';

interface ApplyValues {
  contactName: string;
  contactPhone: string;
  wechatAppid: string;
  remark: string;
}
type ApplyErrors = Partial<Record<keyof ApplyValues, string>>;

export const PHONE_ERROR = '请输入正确的11位手机号码';

function validate(v: ApplyValues): ApplyErrors {
  const errors: ApplyErrors = {};
  if (!v.contactName.trim()) errors.contactName = '请输入联系人';
  if (!v.contactPhone) errors.contactPhone = '请输入联系电话';
  else if (!/^1\d{10}$/.test(v.contactPhone)) errors.contactPhone = PHONE_ERROR;
  if (v.wechatAppid && !/^[A-Za-z0-9]{1,32}$/.test(v.wechatAppid.trim())) errors.wechatAppid = '小程序AppID只能包含字母和数字';
  return errors;
}

function toRequest(v: ApplyValues): VideoAccessRequest {
  return {
    contactName: v.contactName.trim(),
    contactPhone: v.contactPhone,
    ...(v.wechatAppid.trim() ? { wechatAppid: v.wechatAppid.trim() } : {}),
    ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
  };
}

function Row({ id, label, required = false, error, children }: { id: string; label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] items-start gap-x-3">
      <label htmlFor={id} className={`pt-1.5 text-right text-sm text-slate-600 ${required ? "before:mr-0.5 before:text-danger before:content-['*']" : ''}`}>
        {label}
      </label>
      <div>
        {children}
        <p id={`${id}-error`} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-5 text-danger">
          {error}
        </p>
      </div>
    </div>
  );
}

/** Where the application stands: 已接入 with its time, 审核中, or 未通过 with the reason. */
function AccessState({ access }: { access: VideoAccess }) {
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

function ApplyForm({ initial, onDone }: { initial: ApplyValues; onDone: () => Promise<unknown> }) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const apply = useApplyVideoAccess();
  const guard = useUnsavedChanges(touched);
  const errors = submitted ? validate(values) : {};

  const set = (key: keyof ApplyValues, value: string) => {
    setTouched(true);
    setValues((current) => ({ ...current, [key]: value }));
  };

  const submit = useSubmitOnce(async () => {
    setSubmitted(true);
    if (Object.keys(validate(values)).length > 0) return false;
    try {
      await apply.mutateAsync({ data: toRequest(values) });
    } catch {
      // The HTTP client showed why; what was typed stays.
      return false;
    }
    guard.release();
    message.success('提交成功');
    await onDone();
    return true;
  });

  const fid = (key: keyof ApplyValues) => `${id}-${key}`;
  return (
    <form
      aria-label="申请接入"
      noValidate
      className="flex max-w-xl flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Row id={fid('contactName')} label="联系人" required error={errors.contactName}>
        <Input id={fid('contactName')} maxLength={32} placeholder="请输入联系人" value={values.contactName} invalid={Boolean(errors.contactName)} aria-describedby={`${fid('contactName')}-error`} onChange={(e) => set('contactName', e.target.value)} />
      </Row>
      <Row id={fid('contactPhone')} label="联系电话" required error={errors.contactPhone}>
        <Input
          id={fid('contactPhone')}
          inputMode="numeric"
          maxLength={11}
          placeholder="请输入联系电话"
          value={values.contactPhone}
          invalid={Boolean(errors.contactPhone)}
          aria-describedby={`${fid('contactPhone')}-error`}
          onChange={(e) => set('contactPhone', e.target.value.replace(/\D/g, ''))}
        />
      </Row>
      <Row id={fid('wechatAppid')} label="小程序AppID" error={errors.wechatAppid}>
        <Input id={fid('wechatAppid')} maxLength={32} placeholder="请输入小程序AppID" value={values.wechatAppid} invalid={Boolean(errors.wechatAppid)} aria-describedby={`${fid('wechatAppid')}-error`} onChange={(e) => set('wechatAppid', e.target.value)} />
      </Row>
      <Row id={fid('remark')} label="备注">
        <Textarea id={fid('remark')} maxLength={200} rows={3} placeholder="请输入备注" value={values.remark} onChange={(e) => set('remark', e.target.value)} />
      </Row>
      <div className="pl-31">
        <Button type="submit" variant="primary" loading={apply.isPending}>
          提交申请
        </Button>
      </div>
    </form>
  );
}

/** 申请接入 (ours: the reference page is empty): the store's video-channel application and, when not applied or refused, the form to apply. */
export function ApplyPage() {
  const queryClient = useQueryClient();
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
            onDone={() => queryClient.invalidateQueries({ queryKey: getGetVideoAccessQueryKey() })}
          />
        </section>
      )}
    </div>
  );
}

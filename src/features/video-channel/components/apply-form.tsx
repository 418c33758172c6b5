import { useId, useState } from 'react';
import { useApplyVideoAccess } from '@/api/generated/endpoints/video-channel/video-channel';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitOnce } from '@/components/use-submit-once';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { message } from '@/lib/message';
import { toRequest, validate, type ApplyValues } from '@/features/video-channel/model/apply-model';
import { FormRow } from '@/components/ui/form-row';

/** The application: 联系人 and 联系电话 required, 小程序AppID and 备注 optional; what was typed stays until it is sent. */
export function ApplyForm({ initial, onDone }: { initial: ApplyValues; onDone: () => Promise<unknown> }) {
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
      <FormRow labelWidth={7} id={fid('contactName')} label="联系人" required error={errors.contactName}>
        <Input id={fid('contactName')} maxLength={32} placeholder="请输入联系人" value={values.contactName} invalid={Boolean(errors.contactName)} aria-describedby={`${fid('contactName')}-error`} onChange={(e) => set('contactName', e.target.value)} />
      </FormRow>
      <FormRow labelWidth={7} id={fid('contactPhone')} label="联系电话" required error={errors.contactPhone}>
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
      </FormRow>
      <FormRow labelWidth={7} id={fid('wechatAppid')} label="小程序AppID" error={errors.wechatAppid}>
        <Input id={fid('wechatAppid')} maxLength={32} placeholder="请输入小程序AppID" value={values.wechatAppid} invalid={Boolean(errors.wechatAppid)} aria-describedby={`${fid('wechatAppid')}-error`} onChange={(e) => set('wechatAppid', e.target.value)} />
      </FormRow>
      <FormRow labelWidth={7} id={fid('remark')} label="备注">
        <Textarea id={fid('remark')} maxLength={200} rows={3} placeholder="请输入备注" value={values.remark} onChange={(e) => set('remark', e.target.value)} />
      </FormRow>
      <div className="pl-31">
        <Button type="submit" variant="primary" loading={apply.isPending}>
          提交申请
        </Button>
      </div>
    </form>
  );
}

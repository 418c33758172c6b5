import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useApplyVideoAccess } from '@/api/generated/endpoints/video-channel/video-channel';
import { fieldsResolver } from '@/components/form/form-checks';
import { useFormPage } from '@/components/form/use-form-page';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applySchema, APPID_MAX, CONTACT_MAX, PHONE_LENGTH, REMARK_MAX, toRequest, type ApplyValues } from '@/features/video-channel/model/apply-model';
import { FormRow } from '@/components/ui/form-row';

/** The application: 联系人 and 联系电话 required, 小程序AppID and 备注 optional; what was typed stays until it is sent. */
export function ApplyForm({ initial }: { initial: ApplyValues }) {
  const id = useId();
  const form = useForm<ApplyValues>({ resolver: fieldsResolver(applySchema), defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const errors = Object.fromEntries(Object.entries(form.formState.errors).map(([key, error]) => [key, error?.message])) as Partial<Record<keyof ApplyValues, string>>;
  const apply = useApplyVideoAccess();
  const page = useFormPage({
    dirty: form.formState.isDirty,
    save: (valid: ApplyValues) => apply.mutateAsync({ data: toRequest(valid) }),
    success: '提交成功',
  });
  const values = useWatch({ control: form.control }) as ApplyValues;
  const set = (key: keyof ApplyValues, value: string) => form.setValue(key, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const fid = (key: keyof ApplyValues) => `${id}-${key}`;
  return (
    <form
      aria-label="申请接入"
      noValidate
      className="flex max-w-xl flex-col gap-2"
      onSubmit={(e) => void form.handleSubmit(page.submit)(e)}
    >
      <FormRow labelWidth={7} id={fid('contactName')} label="联系人" required error={errors.contactName}>
        <Input id={fid('contactName')} maxLength={CONTACT_MAX} placeholder="请输入联系人" value={values.contactName} invalid={Boolean(errors.contactName)} aria-describedby={`${fid('contactName')}-error`} onChange={(e) => set('contactName', e.target.value)} />
      </FormRow>
      <FormRow labelWidth={7} id={fid('contactPhone')} label="联系电话" required error={errors.contactPhone}>
        <Input
          id={fid('contactPhone')}
          inputMode="numeric"
          maxLength={PHONE_LENGTH}
          placeholder="请输入联系电话"
          value={values.contactPhone}
          invalid={Boolean(errors.contactPhone)}
          aria-describedby={`${fid('contactPhone')}-error`}
          onChange={(e) => set('contactPhone', e.target.value.replace(/\D/g, ''))}
        />
      </FormRow>
      <FormRow labelWidth={7} id={fid('wechatAppid')} label="小程序AppID" error={errors.wechatAppid}>
        <Input id={fid('wechatAppid')} maxLength={APPID_MAX} placeholder="请输入小程序AppID" value={values.wechatAppid} invalid={Boolean(errors.wechatAppid)} aria-describedby={`${fid('wechatAppid')}-error`} onChange={(e) => set('wechatAppid', e.target.value)} />
      </FormRow>
      <FormRow labelWidth={7} id={fid('remark')} label="备注">
        <Textarea id={fid('remark')} maxLength={REMARK_MAX} rows={3} placeholder="请输入备注" value={values.remark} onChange={(e) => set('remark', e.target.value)} />
      </FormRow>
      <div className="pl-31">
        <Button type="submit" variant="primary" loading={page.pending}>
          提交申请
        </Button>
      </div>
    </form>
  );
}

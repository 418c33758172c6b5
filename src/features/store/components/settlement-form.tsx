import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useEditSettlementInfo } from '@/api/generated/endpoints/store/store';
import type { SettlementInfo } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ChoiceGroup } from '@/components/form/choice-field';
import { useFormPage } from '@/components/form/use-form-page';
import { FormRow } from '@/components/ui/form-row';
import { ImageField } from '@/components/material/image-field';
import { BANK_CARD_PATTERN, SETTLEMENT_TYPE_OPTIONS } from '@/lib/domain/store-rules';

const text = (max: number, label: string) => z.string().trim().max(max, `${label}最多${max}个字符`);

/** What each type asks for, as the reference backend requires it: [field, message when empty]. */
const REQUIRED: Record<SettlementInfo['settlementType'], ReadonlyArray<readonly [TextKey, string]>> = {
  bank: [
    ['bankUserName', '请输入持卡人姓名'],
    ['bankName', '请输入银行名称'],
    ['bankCard', '请输入银行卡号'],
    ['bankAddress', '请输入开户地址'],
  ],
  wechat: [
    ['wechatCode', '请输入微信号'],
    ['realName', '请输入真实姓名'],
    ['wechatQrcodeUrl', '请上传微信收款二维码'],
  ],
  alipay: [
    ['alipayCode', '请输入支付宝账号'],
    ['alipayQrcodeUrl', '请上传支付宝收款二维码'],
  ],
};

export const settlementSchema = z
  .object({
    settlementType: z.enum(['bank', 'wechat', 'alipay']),
    bankUserName: text(32, '持卡人姓名'),
    bankName: text(64, '银行名称'),
    bankCard: text(32, '银行卡号'),
    bankAddress: text(255, '开户地址'),
    wechatCode: text(64, '微信号'),
    wechatQrcodeUrl: z.string(),
    realName: text(32, '真实姓名'),
    alipayCode: text(64, '支付宝账号'),
    alipayQrcodeUrl: z.string(),
  })
  .superRefine((v, ctx) => {
    for (const [key, empty] of REQUIRED[v.settlementType]) if (v[key].trim() === '') ctx.addIssue({ code: 'custom', path: [key], message: empty });
    if (v.settlementType === 'bank' && v.bankCard !== '' && !BANK_CARD_PATTERN.test(v.bankCard)) ctx.addIssue({ code: 'custom', path: ['bankCard'], message: '银行卡号应为12-19位数字' });
  });

type Values = z.infer<typeof settlementSchema>;
type TextKey = Exclude<keyof Values, 'settlementType'>;

const valuesOf = (s: SettlementInfo): Values => ({
  settlementType: s.settlementType,
  bankUserName: s.bankUserName ?? '',
  bankName: s.bankName ?? '',
  bankCard: s.bankCard ?? '',
  bankAddress: s.bankAddress ?? '',
  wechatCode: s.wechatCode ?? '',
  wechatQrcodeUrl: s.wechatQrcodeUrl ?? '',
  realName: s.realName ?? '',
  alipayCode: s.alipayCode ?? '',
  alipayQrcodeUrl: s.alipayQrcodeUrl ?? '',
});

/** The text fields each type shows: [field, label, maxLength, required]. */
const TEXT_FIELDS: Record<SettlementInfo['settlementType'], ReadonlyArray<readonly [TextKey, string, number, boolean]>> = {
  bank: [
    ['bankUserName', '持卡人姓名', 32, true],
    ['bankName', '银行名称', 64, true],
    ['bankCard', '银行卡号', 19, true],
    ['bankAddress', '开户地址', 255, true],
  ],
  wechat: [
    ['wechatCode', '微信号', 64, true],
    ['realName', '真实姓名', 32, true],
  ],
  alipay: [
    ['realName', '真实姓名', 32, false],
    ['alipayCode', '支付宝账号', 64, true],
  ],
};

/** 结算信息 (reference §4.10): where settlements are paid, by bank card, WeChat or Alipay; the finance pages' 申请结算 reads it. */
export function SettlementForm({ settlement }: { settlement: SettlementInfo }) {
  const form = useForm<Values>({ resolver: zodResolver(settlementSchema), defaultValues: valuesOf(settlement), mode: 'onTouched' });
  const { control, formState, register, setValue } = form;
  const errors = formState.errors;
  const [type, wechatQr, alipayQr] = useWatch({ control, name: ['settlementType', 'wechatQrcodeUrl', 'alipayQrcodeUrl'] });
  const [picking, setPicking] = useState(false);
  const canEdit = usePermission('merchant:settlement:info:edit');
  const edit = useEditSettlementInfo();
  const touch = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  const qrKey = type === 'wechat' ? 'wechatQrcodeUrl' : 'alipayQrcodeUrl';

  const page = useFormPage({
    dirty: formState.isDirty,
    save: (valid: Values) => edit.mutateAsync({ data: valid }),
    success: '编辑成功',
    // The saved values are the form's new start.
    after: (valid) => form.reset(valid),
  });

  return (
    <>
      <form noValidate aria-label="结算信息" className="flex max-w-4xl flex-col gap-2" onSubmit={(e) => void form.handleSubmit(page.submit)(e)}>
        <FormRow labelWidth={9} id="settlement-type" label="结算类型" required group>
          <ChoiceGroup name="settlementType" aria-label="结算类型" className="flex min-h-8 items-center gap-5" value={type} options={SETTLEMENT_TYPE_OPTIONS} onChange={(v) => setValue('settlementType', v, touch)} />
        </FormRow>
        {TEXT_FIELDS[type].map(([key, label, max, required]) => (
          <FormRow labelWidth={9} key={key} id={`settlement-${key}`} label={label} required={required} error={errors[key]?.message}>
            <Input id={`settlement-${key}`} className="max-w-md" maxLength={max} placeholder={`请输入${label}`} inputMode={key === 'bankCard' ? 'numeric' : undefined} invalid={Boolean(errors[key])} aria-describedby={`settlement-${key}-error`} {...register(key)} />
          </FormRow>
        ))}
        {type !== 'bank' && (
          <FormRow labelWidth={9} id={`settlement-${qrKey}`} label="收款二维码" required group error={errors[qrKey]?.message}>
            <ImageField id={`settlement-${qrKey}`} label="收款二维码" value={type === 'wechat' ? wechatQr : alipayQr} invalid={Boolean(errors[qrKey])} onPick={() => setPicking(true)} onRemove={() => setValue(qrKey, '', touch)} />
          </FormRow>
        )}
        {canEdit && (
          <div className="flex gap-3 border-t border-slate-100 pt-4 pl-39">
            <Button type="submit" variant="primary" loading={page.pending}>
              保存
            </Button>
          </div>
        )}
      </form>
      <ImagePickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(files) => {
          if (files[0]) setValue(qrKey, files[0].sattDir, touch);
        }}
      />
    </>
  );
}

import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useEditMerchantConfigInfo } from '@/api/generated/endpoints/store/store';
import {
  editMerchantConfigInfoBodyAddressDetailMax as ADDRESS_MAX,
  editMerchantConfigInfoBodyAlertStockMax as STOCK_MAX,
  editMerchantConfigInfoBodyIntroMax as INTRO_MAX,
  editMerchantConfigInfoBodyKeywordsMax as KEYWORDS_MAX,
  editMerchantConfigInfoBodyServiceLinkMax as LINK_MAX,
  editMerchantConfigInfoBodyServicePhoneMax as PHONE_MAX,
} from '@/api/generated-zod/store/store.zod';
import type { MerchantConfigInfo } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { StatusSwitch } from '@/components/ui/status-switch';
import { Textarea } from '@/components/ui/textarea';
import { ChoiceGroup } from '@/components/form/choice-field';
import { useFormPage } from '@/components/form/use-form-page';
import { FormRow } from '@/components/ui/form-row';
import { ImageField } from '@/components/material/image-field';
import { KeywordInput } from './keyword-input';
import { H5_LINK_PATTERN, isCoordinate, PHONE_PATTERN, RECEIPT_PRINTING_OPTIONS } from '@/lib/domain/store-rules';

/** The five pictures of the store (all required), in the order the form shows them. */
export const STORE_IMAGES = [
  ['avatar', '商户主头像'],
  ['backImage', 'H5商户背景图'],
  ['streetBackImage', 'H5商户街背景图'],
  ['coverImage', 'H5商户封面图'],
  ['rectangleLogo', 'H5商户logo（横）'],
] as const;
type ImageKey = (typeof STORE_IMAGES)[number][0];

const picture = (label: string) => z.string().min(1, `请选择${label}`);

export const configSchema = z
  .object({
    avatar: picture('商户主头像'),
    backImage: picture('H5商户背景图'),
    streetBackImage: picture('H5商户街背景图'),
    coverImage: picture('H5商户封面图'),
    rectangleLogo: picture('H5商户logo（横）'),
    intro: z.string().trim().min(1, '请输入商户简介').max(INTRO_MAX, `商户简介最多${INTRO_MAX}个字符`),
    keywords: z.array(z.string()).refine((words) => words.join(',').length <= KEYWORDS_MAX, `商户关键字合计最多${KEYWORDS_MAX}个字符`),
    serviceType: z.enum(['H5', 'phone']),
    serviceLink: z.string().trim().max(LINK_MAX, `客服H5链接最多${LINK_MAX}个字符`),
    servicePhone: z.string().trim().max(PHONE_MAX, `客服电话最多${PHONE_MAX}个字符`),
    alertStock: z
      .string()
      .trim()
      .min(1, '请输入警戒库存')
      .refine((v) => /^\d+$/.test(v) && Number(v) <= STOCK_MAX, `警戒库存应为0-${STOCK_MAX}之间的整数`),
    isTakeTheir: z.boolean(),
    receiptPrintingSwitch: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    addressDetail: z.string().trim().min(1, '请输入商户地址').max(ADDRESS_MAX, `商户地址最多${ADDRESS_MAX}个字符`),
    longitude: z
      .string()
      .trim()
      .min(1, '请输入经度')
      .refine((v) => isCoordinate(v, 180), '经度应为-180到180之间的数字'),
    latitude: z
      .string()
      .trim()
      .min(1, '请输入纬度')
      .refine((v) => isCoordinate(v, 90), '纬度应为-90到90之间的数字'),
  })
  .superRefine((v, ctx) => {
    if (v.serviceType === 'H5') {
      if (v.serviceLink === '') ctx.addIssue({ code: 'custom', path: ['serviceLink'], message: '请输入客服H5链接' });
      else if (!H5_LINK_PATTERN.test(v.serviceLink)) ctx.addIssue({ code: 'custom', path: ['serviceLink'], message: '客服H5链接应以 http:// 或 https:// 开头' });
    } else if (v.servicePhone === '') ctx.addIssue({ code: 'custom', path: ['servicePhone'], message: '请输入客服电话' });
    else if (!PHONE_PATTERN.test(v.servicePhone)) ctx.addIssue({ code: 'custom', path: ['servicePhone'], message: '请输入正确的客服电话' });
  });

type Values = z.input<typeof configSchema>;

export const configValuesOf = (c: MerchantConfigInfo): Values => ({
  avatar: c.avatar,
  backImage: c.backImage,
  streetBackImage: c.streetBackImage,
  coverImage: c.coverImage,
  rectangleLogo: c.rectangleLogo,
  intro: c.intro,
  keywords: (c.keywords ?? '').split(',').filter(Boolean),
  serviceType: c.serviceType,
  serviceLink: c.serviceLink ?? '',
  servicePhone: c.servicePhone ?? '',
  alertStock: String(c.alertStock),
  isTakeTheir: c.isTakeTheir,
  receiptPrintingSwitch: c.receiptPrintingSwitch,
  addressDetail: c.addressDetail,
  longitude: c.longitude,
  latitude: c.latitude,
});

const SERVICE_TYPES = [
  { value: 'H5', label: 'H5链接' },
  { value: 'phone', label: '电话' },
] as const;

/** 店铺信息 (reference §4.10): pictures, introduction, keywords, customer service, stock alarm, pick-up, receipts and address. */
export function StoreConfigForm({ config }: { config: MerchantConfigInfo }) {
  const form = useForm<Values>({ resolver: zodResolver(configSchema), defaultValues: configValuesOf(config), mode: 'onTouched' });
  const { control, formState, register, setValue } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as Values;
  const [picking, setPicking] = useState<ImageKey | null>(null);
  const canEdit = usePermission('merchant:config:info:edit');
  const edit = useEditMerchantConfigInfo();
  const touch = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const page = useFormPage({
    dirty: formState.isDirty,
    save: (valid: Values) => {
      const data: MerchantConfigInfo = {
        ...config,
        ...valid,
        keywords: valid.keywords.join(','),
        alertStock: Number(valid.alertStock),
        intro: valid.intro.trim(),
        addressDetail: valid.addressDetail.trim(),
        longitude: valid.longitude.trim(),
        latitude: valid.latitude.trim(),
        serviceLink: valid.serviceLink.trim(),
        servicePhone: valid.servicePhone.trim(),
      };
      return edit.mutateAsync({ data });
    },
    success: '编辑成功',
    // The saved values are the form's new start (the store's name and logo elsewhere have loaded again, lib/refresh.ts).
    after: (valid) => form.reset(valid),
  });

  const text = (id: string, name: 'addressDetail' | 'longitude' | 'latitude' | 'serviceLink' | 'servicePhone' | 'alertStock', placeholder: string, maxLength: number, className = 'max-w-md') => (
    <Input id={id} className={className} placeholder={placeholder} maxLength={maxLength} invalid={Boolean(errors[name])} aria-describedby={`${id}-error`} {...register(name)} />
  );

  return (
    <>
      <form noValidate aria-label="店铺信息" className="flex max-w-4xl flex-col gap-2" onSubmit={(e) => void form.handleSubmit(page.submit)(e)}>
        {STORE_IMAGES.map(([key, label]) => (
          <FormRow labelWidth={9} key={key} id={`store-${key}`} label={label} required group error={errors[key]?.message}>
            <ImageField id={`store-${key}`} label={label} value={values[key]} invalid={Boolean(errors[key])} onPick={() => setPicking(key)} onRemove={() => setValue(key, '', touch)} />
          </FormRow>
        ))}
        <FormRow labelWidth={9} id="store-intro" label="商户简介" required error={errors.intro?.message}>
          <Textarea id="store-intro" rows={3} className="max-w-xl" maxLength={INTRO_MAX} placeholder="请输入商户简介" invalid={Boolean(errors.intro)} aria-describedby="store-intro-error" {...register('intro')} />
        </FormRow>
        <FormRow labelWidth={9} id="store-keywords" label="商户关键字" error={errors.keywords?.message}>
          <Controller control={control} name="keywords" render={({ field }) => <KeywordInput id="store-keywords" value={field.value} invalid={Boolean(errors.keywords)} onChange={(next) => setValue('keywords', next, touch)} />} />
        </FormRow>
        <FormRow labelWidth={9} id="store-service-type" label="客服类型" required group>
          <ChoiceGroup name="serviceType" aria-label="客服类型" value={values.serviceType} options={SERVICE_TYPES} onChange={(v) => setValue('serviceType', v, touch)} />
        </FormRow>
        {values.serviceType === 'H5' ? (
          <FormRow labelWidth={9} id="store-service-link" label="客服H5链接" required error={errors.serviceLink?.message}>
            {text('store-service-link', 'serviceLink', '请输入客服H5链接，如 https://…', LINK_MAX)}
          </FormRow>
        ) : (
          <FormRow labelWidth={9} id="store-service-phone" label="客服电话" required error={errors.servicePhone?.message}>
            {text('store-service-phone', 'servicePhone', '请输入客服电话', PHONE_MAX)}
          </FormRow>
        )}
        <FormRow labelWidth={9} id="store-alert-stock" label="警戒库存" required error={errors.alertStock?.message}>
          {text('store-alert-stock', 'alertStock', `0-${STOCK_MAX}`, 4, 'w-40')}
        </FormRow>
        <FormRow labelWidth={9} id="store-take-their" label="自提开关" required group>
          <div className="flex min-h-8 items-center">
            <StatusSwitch label="自提开关" checked={values.isTakeTheir} onToggle={() => setValue('isTakeTheir', !values.isTakeTheir, touch)} />
          </div>
        </FormRow>
        <FormRow labelWidth={9} id="store-receipt" label="小票打印开关" group>
          <ChoiceGroup name="receiptPrintingSwitch" aria-label="小票打印开关" value={values.receiptPrintingSwitch} options={RECEIPT_PRINTING_OPTIONS} onChange={(v) => setValue('receiptPrintingSwitch', v, touch)} />
        </FormRow>
        <FormRow labelWidth={9} id="store-address" label="商户地址" required error={errors.addressDetail?.message}>
          {text('store-address', 'addressDetail', '请输入商户地址', ADDRESS_MAX, 'max-w-xl')}
        </FormRow>
        <FormRow labelWidth={9} id="store-longitude" label="经度" required error={errors.longitude?.message}>
          {text('store-longitude', 'longitude', '-180 ~ 180', 32, 'w-48')}
        </FormRow>
        <FormRow labelWidth={9} id="store-latitude" label="纬度" required error={errors.latitude?.message}>
          {text('store-latitude', 'latitude', '-90 ~ 90', 32, 'w-48')}
        </FormRow>
        {canEdit && (
          <div className="flex gap-3 border-t border-slate-100 pt-4 pl-39">
            <Button type="submit" variant="primary" loading={page.pending}>
              保存
            </Button>
          </div>
        )}
      </form>
      <ImagePickerDialog
        open={picking !== null}
        onClose={() => setPicking(null)}
        onPick={(files) => {
          if (picking && files[0]) setValue(picking, files[0].sattDir, touch);
        }}
      />
    </>
  );
}

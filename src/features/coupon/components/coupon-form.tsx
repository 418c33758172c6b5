import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { changeCouponProducts, createCoupon } from '@/api/calls/coupon';
import { ChoiceField } from '@/components/form/choice-field';
import { fieldsResolver, restoreValues } from '@/components/form/form-checks';
import { FormPage } from '@/components/form/form-page';
import { useFormPage } from '@/components/form/use-form-page';
import { ProductPickerDialog, chosenProduct } from '@/components/product-picker/product-picker';
import { Button } from '@/components/ui/button';
import { FormRow } from '@/components/ui/form-row';
import { Input } from '@/components/ui/input';
import { formatDateTime } from '@/lib/format';
import { couponFormSchema, DAY_MAX, fromPickerProduct, NAME_MAX, receiveLimit, SORT_MAX, toSaveRequest, type CouponFormValues } from '@/features/coupon/model/coupon-form-model';
import { COUPON_LIST_PATH, type CouponFormMode } from '@/features/coupon/model/coupon-links';
import { couponKindOptions } from '@/features/coupon/model/coupon-search';
import {
  couponLimitOptions,
  couponReceiveOptions,
  couponReceiveTimeOptions,
  couponStatusOptions,
  couponThresholdOptions,
  couponValidityOptions,
} from '@/features/coupon/model/coupon-options';
import { CouponProducts } from './coupon-products';
import { DigitsInput } from './digits-input';
import { TimeRange } from './time-range';

export const COUPON_FORM_TITLES: Record<CouponFormMode, string> = { create: '添加优惠劵', edit: '编辑优惠劵', copy: '复制优惠劵' };
export const SAVED = '保存成功';

/**
 * 添加 / 编辑 / 复制优惠劵 (reference §4.9a): the coupon's name, kind and products, face value and
 * threshold, validity, receive window and way, count, order and state. Unsaved input is kept as a
 * local draft and guarded when leaving; a refused save keeps everything typed.
 */
export function CouponForm({ mode, couponId, initial }: { mode: CouponFormMode; couponId?: number; initial: CouponFormValues }) {
  const [schema] = useState(() => couponFormSchema());
  const form = useForm<CouponFormValues>({ resolver: fieldsResolver(schema), defaultValues: initial, mode: 'onTouched' });
  const { control, register, formState, setValue } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as CouponFormValues;
  const { category, hasThreshold, isFixedTime, isTimeReceive, isLimited } = values;
  const [picking, setPicking] = useState(false);
  // The receive window may be chosen from now up to 600 days ahead.
  const [now] = useState(() => Date.now());
  const receiveMin = formatDateTime(new Date(now));
  const receiveMax = formatDateTime(new Date(receiveLimit(now)));

  // A coupon's terms do not change once it exists (as in the reference backend): editing changes a 商品券's products.
  const locked = mode === 'edit';
  // A 商家券 has no products: once it exists nothing of it can change (the list offers 编辑 for 商品券 only).
  const readOnly = locked && category !== 2;
  const page = useFormPage({
    dirty: formState.isDirty,
    // New and edited coupons keep a local draft while they have unsaved input.
    draft: {
      key: mode === 'create' ? 'coupon:create' : mode === 'edit' && couponId ? `coupon:edit:${couponId}` : null,
      value: values,
      restore: (saved: CouponFormValues) => restoreValues(form, initial, saved),
    },
    save: (valid: CouponFormValues) =>
      locked && couponId ? changeCouponProducts({ id: couponId, productIds: valid.products.map((p) => p.id).join(',') }) : createCoupon(toSaveRequest(valid)),
    success: SAVED,
    // The form is not kept as a tab once its coupon is saved.
    leaveTo: COUPON_LIST_PATH,
  });

  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) => setValue(key, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const choice = <K extends 'category' | 'hasThreshold' | 'isFixedTime' | 'isTimeReceive' | 'receiveType' | 'isLimited' | 'status'>(key: K) => ({
    name: key,
    value: values[key],
    onChange: (v: CouponFormValues[K]) => set(key, v),
  });

  const title = COUPON_FORM_TITLES[mode];

  return (
    <FormPage
      title={title}
      backTo={COUPON_LIST_PATH}
      draft={page.draft}
      className="flex max-w-4xl flex-col gap-2 rounded bg-white p-5"
      onSubmit={form.handleSubmit(page.submit)}
      footerAlign={9}
      footer={
        !readOnly && (
          <Button type="submit" variant="primary" loading={page.pending}>
            保存
          </Button>
        )
      }
      after={
        <ProductPickerDialog
          open={picking}
          multiple
          onClose={() => setPicking(false)}
          initialSelected={values.products.map(chosenProduct)}
          onPick={(picked) => set('products', picked.map(fromPickerProduct))}
        />
      }
    >
      {locked && (
        <p role="note" className="mb-2 rounded bg-slate-50 px-3 py-2 text-sm text-slate-600">
          {readOnly ? '优惠券创建后不能修改，只有商品券可以修改适用的商品。' : '优惠券创建后只能修改适用的商品。'}
        </p>
      )}
      <fieldset disabled={locked} className="contents">
        <FormRow labelWidth={9} id="coupon-name" label="优惠劵名称" required error={errors.name?.message} errorId="coupon-name-error">
          <Input id="coupon-name" className="max-w-md" maxLength={NAME_MAX} placeholder="请输入优惠券名称" invalid={Boolean(errors.name)} aria-describedby="coupon-name-error" {...register('name')} />
        </FormRow>
        <ChoiceField label="优惠劵类别" options={couponKindOptions} {...choice('category')} />
      </fieldset>

      {category === 2 && <CouponProducts products={values.products} error={errors.products?.message} onPick={() => setPicking(true)} onChange={(next) => set('products', next)} />}

      <fieldset disabled={locked} className="contents">
        <FormRow labelWidth={9} id="coupon-money" label="优惠券面值" required error={errors.money?.message} errorId="coupon-money-error">
          <DigitsInput control={control} name="money" id="coupon-money" invalid={Boolean(errors.money)} suffix="元" />
        </FormRow>

        <ChoiceField label="使用门槛" options={couponThresholdOptions} {...choice('hasThreshold')} />
        {hasThreshold && (
          <FormRow labelWidth={9} id="coupon-min-price" label="优惠券最低消费" required error={errors.minPrice?.message} errorId="coupon-min-price-error">
            <DigitsInput control={control} name="minPrice" id="coupon-min-price" invalid={Boolean(errors.minPrice)} suffix="元" />
          </FormRow>
        )}

        <ChoiceField label="使用有效期" options={couponValidityOptions} {...choice('isFixedTime')} />
        {isFixedTime ? (
          <FormRow labelWidth={9} label="使用有效期限" required error={errors.useStart?.message ?? errors.useEnd?.message} errorId="coupon-use-time-error">
            <TimeRange control={control} start="useStart" end="useEnd" label="使用" min={receiveMin} max={receiveMax} invalid={{ start: Boolean(errors.useStart), end: Boolean(errors.useEnd) }} />
          </FormRow>
        ) : (
          <FormRow labelWidth={9} id="coupon-day" label="使用有效期限（天）" required error={errors.day?.message} errorId="coupon-day-error">
            <DigitsInput control={control} name="day" id="coupon-day" invalid={Boolean(errors.day)} suffix={`天（1~${DAY_MAX}）`} />
          </FormRow>
        )}

        <ChoiceField label="领取是否限时" options={couponReceiveTimeOptions} {...choice('isTimeReceive')} />
        {isTimeReceive && (
          <FormRow labelWidth={9} label="领取时间" required error={errors.receiveStart?.message ?? errors.receiveEnd?.message} errorId="coupon-receive-time-error">
            <TimeRange control={control} start="receiveStart" end="receiveEnd" label="领取" min={receiveMin} max={receiveMax} invalid={{ start: Boolean(errors.receiveStart), end: Boolean(errors.receiveEnd) }} />
          </FormRow>
        )}

        <ChoiceField label="领取方式" options={couponReceiveOptions} {...choice('receiveType')} />

        <ChoiceField label="是否限量" options={couponLimitOptions} {...choice('isLimited')} />
        {isLimited && (
          <FormRow labelWidth={9} id="coupon-total" label="发布数量" required error={errors.total?.message} errorId="coupon-total-error">
            <DigitsInput control={control} name="total" id="coupon-total" invalid={Boolean(errors.total)} />
          </FormRow>
        )}

        <FormRow labelWidth={9} id="coupon-sort" label="排序" error={errors.sort?.message} errorId="coupon-sort-error">
          <DigitsInput control={control} name="sort" id="coupon-sort" invalid={Boolean(errors.sort)} suffix={`0~${SORT_MAX}`} />
        </FormRow>

        <ChoiceField label="状态" options={couponStatusOptions} {...choice('status')} />
      </fieldset>
    </FormPage>
  );
}

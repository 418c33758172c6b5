import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { changeCouponProducts, couponQueryPrefix, createCoupon } from '@/api/calls/coupon';
import { PageHeader } from '@/components/page-header';
import { ProductPickerDialog, chosenProduct } from '@/components/product-picker/product-picker';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useLocalDraft } from '@/components/use-local-draft';
import { useSubmitOnce } from '@/components/use-submit-once';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { formatDateTime, yuan } from '@/lib/format';
import { message } from '@/lib/message';
import { closeTab } from '@/lib/tabs';
import {
  couponFormSchema,
  DAY_MAX,
  fromPickerProduct,
  NAME_MAX,
  receiveLimit,
  SORT_MAX,
  toSaveRequest,
  type CouponFormValues,
} from '@/features/coupon/model/coupon-form-model';
import { COUPON_LIST_PATH, type CouponFormMode } from '@/features/coupon/model/coupon-links';
import { couponKindOptions, couponReceiveOptions } from '@/features/coupon/model/coupon-options';
import { DigitsInput } from './digits-input';
import { Choice } from './form-row';
import { FormRow } from '@/components/ui/form-row';
import { LinkButton } from '@/components/ui/text-link';
import { TimeRange } from './time-range';

export const COUPON_FORM_TITLES: Record<CouponFormMode, string> = { create: '添加优惠劵', edit: '编辑优惠劵', copy: '复制优惠劵' };
export const SAVED = '保存成功';

/**
 * 添加 / 编辑 / 复制优惠劵 (reference §4.9a): the coupon's name, kind and products, face value and
 * threshold, validity, receive window and way, count, order and state. Unsaved input is kept as a
 * local draft and guarded when leaving; a refused save keeps everything typed.
 */
export function CouponForm({ mode, couponId, initial }: { mode: CouponFormMode; couponId?: number; initial: CouponFormValues }) {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const queryClient = useQueryClient();
  const [schema] = useState(() => couponFormSchema());
  const form = useForm<CouponFormValues>({ resolver: zodResolver(schema), defaultValues: initial, mode: 'onTouched' });
  const { control, register, formState, setValue } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as CouponFormValues;
  const { category, products, hasThreshold, isFixedTime, isTimeReceive, isLimited } = values;
  const [picking, setPicking] = useState(false);
  // The receive window may be chosen from now up to 600 days ahead.
  const [now] = useState(() => Date.now());
  const receiveMin = formatDateTime(new Date(now));
  const receiveMax = formatDateTime(new Date(receiveLimit(now)));

  // A coupon's terms do not change once it exists (as in the reference backend): editing changes a 商品券's products.
  const locked = mode === 'edit';
  // A 商家券 has no products: once it exists nothing of it can change (the list offers 编辑 for 商品券 only).
  const readOnly = locked && category !== 2;
  const save = useMutation({
    mutationFn: (valid: CouponFormValues) =>
      locked && couponId ? changeCouponProducts({ id: couponId, productIds: valid.products.map((p) => p.id).join(',') }) : createCoupon(toSaveRequest(valid)),
  });
  const dirty = formState.isDirty;
  const leaveGuard = useUnsavedChanges(dirty);
  // New and edited coupons keep a local draft while they have unsaved input.
  const draftKey = mode === 'create' ? 'coupon:create' : mode === 'edit' && couponId ? `coupon:edit:${couponId}` : null;
  const draft = useLocalDraft<CouponFormValues>(draftKey, values, dirty);
  const restoreDraft = () => {
    if (!draft.found) return;
    const saved = draft.found.value;
    form.reset(initial);
    for (const key of Object.keys(initial) as Array<keyof CouponFormValues>) {
      if (key in saved) setValue(key, saved[key], { shouldDirty: true });
    }
    draft.dismiss();
  };

  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) => setValue(key, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const removeProduct = (id: number) =>
    setValue(
      'products',
      products.filter((p) => p.id !== id),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );

  const submit = useSubmitOnce(async (valid: CouponFormValues) => {
    try {
      await save.mutateAsync(valid);
    } catch {
      // The HTTP client showed the server's message; everything typed stays for another try.
      return false;
    }
    message.success(SAVED);
    await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(couponQueryPrefix()) });
    leaveGuard.release();
    draft.clear();
    // The form is not kept as a tab once its coupon is saved.
    closeTab(pathname, '');
    await navigate({ href: COUPON_LIST_PATH });
    return true;
  });

  const title = COUPON_FORM_TITLES[mode];
  const pending = save.isPending;

  return (
    <div className="flex flex-col gap-3">
      <PageHeader title={title} backTo={COUPON_LIST_PATH} />
      {draft.found && (
        <div role="status" className="flex items-center gap-3 rounded border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <span>有未保存的草稿（{formatDateTime(new Date(draft.found.savedAt))}），是否恢复？</span>
          <Button size="sm" variant="primary" onClick={restoreDraft}>
            恢复草稿
          </Button>
          <Button size="sm" onClick={draft.clear}>
            丢弃
          </Button>
        </div>
      )}
      <form noValidate aria-label={title} className="flex max-w-4xl flex-col gap-2 rounded bg-white p-5" onSubmit={(e) => void form.handleSubmit((valid) => submit(valid))(e)}>
        {locked && (
          <p role="note" className="mb-2 rounded bg-slate-50 px-3 py-2 text-sm text-slate-600">
            {readOnly ? '优惠券创建后不能修改，只有商品券可以修改适用的商品。' : '优惠券创建后只能修改适用的商品。'}
          </p>
        )}
        <fieldset disabled={locked} className="contents">
          <FormRow labelWidth={9} id="coupon-name" label="优惠劵名称" required error={errors.name?.message} errorId="coupon-name-error">
            <Input id="coupon-name" className="max-w-md" maxLength={NAME_MAX} placeholder="请输入优惠券名称" invalid={Boolean(errors.name)} aria-describedby="coupon-name-error" {...register('name')} />
          </FormRow>

          <Choice name="category" label="优惠劵类别" value={category} onChange={(v) => set('category', v)} options={couponKindOptions} />
        </fieldset>

        {category === 2 && (
          <FormRow labelWidth={9} label="商品" required error={errors.products?.message} errorId="coupon-products-error">
            <div role="group" aria-label="商品" aria-describedby="coupon-products-error" className="flex flex-col gap-2">
              {products.length > 0 && (
                <ul aria-label="已选商品" className="flex max-w-2xl flex-col divide-y divide-slate-100 rounded border border-slate-200">
                  {products.map((p) => (
                    <li key={p.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                      <img src={p.image} alt="" className="size-9 shrink-0 rounded object-cover" />
                      <span className="min-w-0 flex-1 truncate text-slate-800">{p.name}</span>
                      <span className="text-slate-500">{yuan(p.price)}</span>
                      <LinkButton danger aria-label={`移除 ${p.name}`} onClick={() => removeProduct(p.id)}>
                        删除
                      </LinkButton>
                    </li>
                  ))}
                </ul>
              )}
              <div>
                <Button size="sm" onClick={() => setPicking(true)}>
                  选择商品
                </Button>
              </div>
            </div>
          </FormRow>
        )}

        <fieldset disabled={locked} className="contents">
          <FormRow labelWidth={9} id="coupon-money" label="优惠券面值" required error={errors.money?.message} errorId="coupon-money-error">
            <DigitsInput control={control} name="money" id="coupon-money" invalid={Boolean(errors.money)} suffix="元" />
          </FormRow>

          <Choice
            name="hasThreshold"
            label="使用门槛"
            value={hasThreshold}
            onChange={(v) => set('hasThreshold', v)}
            options={[
              { value: false, label: '无门槛' },
              { value: true, label: '有门槛' },
            ]}
          />
          {hasThreshold && (
            <FormRow labelWidth={9} id="coupon-min-price" label="优惠券最低消费" required error={errors.minPrice?.message} errorId="coupon-min-price-error">
              <DigitsInput control={control} name="minPrice" id="coupon-min-price" invalid={Boolean(errors.minPrice)} suffix="元" />
            </FormRow>
          )}

          <Choice
            name="isFixedTime"
            label="使用有效期"
            value={isFixedTime}
            onChange={(v) => set('isFixedTime', v)}
            options={[
              { value: false, label: '天数' },
              { value: true, label: '时间段' },
            ]}
          />
          {isFixedTime ? (
            <FormRow labelWidth={9} label="使用有效期限" required error={errors.useStart?.message ?? errors.useEnd?.message} errorId="coupon-use-time-error">
              <TimeRange control={control} start="useStart" end="useEnd" label="使用" min={receiveMin} max={receiveMax} invalid={{ start: Boolean(errors.useStart), end: Boolean(errors.useEnd) }} />
            </FormRow>
          ) : (
            <FormRow labelWidth={9} id="coupon-day" label="使用有效期限（天）" required error={errors.day?.message} errorId="coupon-day-error">
              <DigitsInput control={control} name="day" id="coupon-day" invalid={Boolean(errors.day)} suffix={`天（1~${DAY_MAX}）`} />
            </FormRow>
          )}

          <Choice
            name="isTimeReceive"
            label="领取是否限时"
            value={isTimeReceive}
            onChange={(v) => set('isTimeReceive', v)}
            options={[
              { value: true, label: '限时' },
              { value: false, label: '不限时' },
            ]}
          />
          {isTimeReceive && (
            <FormRow labelWidth={9} label="领取时间" required error={errors.receiveStart?.message ?? errors.receiveEnd?.message} errorId="coupon-receive-time-error">
              <TimeRange control={control} start="receiveStart" end="receiveEnd" label="领取" min={receiveMin} max={receiveMax} invalid={{ start: Boolean(errors.receiveStart), end: Boolean(errors.receiveEnd) }} />
            </FormRow>
          )}

          <Choice name="receiveType" label="领取方式" value={values.receiveType} onChange={(v) => set('receiveType', v)} options={couponReceiveOptions} />

          <Choice
            name="isLimited"
            label="是否限量"
            value={isLimited}
            onChange={(v) => set('isLimited', v)}
            options={[
              { value: true, label: '限量' },
              { value: false, label: '不限量' },
            ]}
          />
          {isLimited && (
            <FormRow labelWidth={9} id="coupon-total" label="发布数量" required error={errors.total?.message} errorId="coupon-total-error">
              <DigitsInput control={control} name="total" id="coupon-total" invalid={Boolean(errors.total)} />
            </FormRow>
          )}

          <FormRow labelWidth={9} id="coupon-sort" label="排序" error={errors.sort?.message} errorId="coupon-sort-error">
            <DigitsInput control={control} name="sort" id="coupon-sort" invalid={Boolean(errors.sort)} suffix={`0~${SORT_MAX}`} />
          </FormRow>

          <Choice
            name="status"
            label="状态"
            value={values.status}
            onChange={(v) => set('status', v)}
            options={[
              { value: true, label: '开启' },
              { value: false, label: '关闭' },
            ]}
          />
        </fieldset>

        {!readOnly && (
          <div className="flex gap-3 border-t border-slate-100 pt-4 pl-39">
            <Button type="submit" variant="primary" loading={pending}>
              保存
            </Button>
          </div>
        )}
      </form>
      <ProductPickerDialog
        open={picking}
        multiple
        onClose={() => setPicking(false)}
        initialSelected={products.map(chosenProduct)}
        onPick={(picked) => set('products', picked.map(fromPickerProduct))}
      />
    </div>
  );
}

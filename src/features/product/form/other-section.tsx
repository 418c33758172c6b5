import { lazy, Suspense, useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useGetProductUsableCoupons } from '@/api/generated/endpoints/product-category/product-category';
import { getGetSystemFormDetailQueryKey, getGetSystemFormPageQueryKey, useGetSystemFormDetail, useGetSystemFormPage } from '@/api/generated/endpoints/system-form/system-form';
import { usePermission } from '@/components/authorized';
import { useQueryAgain } from '@/components/list/use-query-again';
import { openDesigner, useDesignerSaved } from '@/lib/system-form-window';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { deliveryMethodOptions } from '@/lib/enums';
import { yuan } from '@/lib/format';
import { isShipped, type ProductFormValues } from './form-model';
import { FormRow } from '@/components/ui/form-row';
import { idOptions } from '@/features/product/shared/select-options';

// The renderer of system forms loads when a form is linked.
const SystemFormPreview = lazy(() => import('./system-form-preview').then((m) => ({ default: m.SystemFormPreview })));

/** 关联表单: a system form buyers fill in when ordering, with a live preview of it. */
function SystemFormField({ form, disabled }: { form: UseFormReturn<ProductFormValues>; disabled: boolean }) {
  const forms = useGetSystemFormPage({ page: 1, limit: 9999 }, { query: { staleTime: 60_000 } });
  const selectedId = useWatch({ control: form.control, name: 'systemFormId' });
  const selected = forms.data?.list.find((f) => f.id === selectedId);
  const mayAddForm = usePermission('merchant:system:form:add');
  // 刷新: the forms again, and the linked one's content (a form may have changed in a designer window opened from
  // elsewhere); a save in a designer window opened from here reloads them by itself.
  const reload = useQueryAgain(getGetSystemFormPageQueryKey(), getGetSystemFormDetailQueryKey(selectedId));
  useDesignerSaved();
  const formOptions = useMemo(
    () => [
      { value: 0, label: '不关联表单' },
      ...idOptions(forms.data?.list, (f) => f.formName),
      ...(selectedId > 0 && forms.data && !selected ? [{ value: selectedId, label: `表单已删除（ID ${selectedId}）` }] : []),
    ],
    [forms.data, selectedId, selected],
  );
  return (
    <FormRow id="product-system-form" label="关联表单">
      <div className="flex flex-col gap-2">
        <div className="flex items-center gap-2">
          <FormSelect
            control={form.control}
            name="systemFormId"
            id="product-system-form"
            disabled={disabled}
            options={formOptions}
            searchable
            className="w-64"
          />
          {!disabled && mayAddForm && (
            <Button size="sm" onClick={() => openDesigner(0, 'add')}>
              添加表单
            </Button>
          )}
          {!disabled && (
            <Button size="sm" loading={forms.isFetching} onClick={reload}>
              刷新
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-500">关联表单后，用户下单时需填写该表单，商品将不能加入购物车。</p>
        {selected && (
          <section aria-label="表单预览" className="w-[375px] max-w-full rounded border border-slate-200 p-3">
            <Suspense fallback={<p className="text-sm text-slate-500">加载中…</p>}>
              <LinkedFormPreview id={selected.id} name={selected.formName} />
            </Suspense>
          </section>
        )}
      </div>
    </FormRow>
  );
}

/** The linked form as a buyer sees it: its content comes with its details (the list answers titles only). */
function LinkedFormPreview({ id, name }: { id: number; name: string }) {
  const detail = useGetSystemFormDetail(id, undefined, { query: { staleTime: 60_000 } });
  return (
    <QueryState query={detail} rows={3}>
      {detail.data && <SystemFormPreview formValue={detail.data.formValue} name={name} />}
    </QueryState>
  );
}

/** 其他设置: refunds (virtual products), delivery methods (shipped products), sort, coupons given with the product. */
export function OtherSection({ form, disabled }: { form: UseFormReturn<ProductFormValues>; disabled: boolean }) {
  const { control, register, formState } = form;
  const errors = formState.errors;
  const type = useWatch({ control, name: 'type' });
  const coupons = useGetProductUsableCoupons(undefined, { query: { staleTime: 60_000 } });
  return (
    <div className="flex max-w-4xl flex-col gap-2">
      <SystemFormField form={form} disabled={disabled} />
      {type === 2 && (
        <FormRow id="product-refund" label="用户申请退款">
          <label className="flex items-center gap-2 pt-1.5 text-sm text-slate-700">
            <input id="product-refund" type="checkbox" disabled={disabled} {...register('refundSwitch')} />
            允许用户申请退款
          </label>
        </FormRow>
      )}
      {isShipped(type) && (
        <FormRow id="product-delivery" label="配送方式" required error={errors.deliveryMethod?.message}>
          <Controller
            control={control}
            name="deliveryMethod"
            render={({ field }) => (
              <div id="product-delivery" role="group" aria-label="配送方式" className="flex gap-4 pt-1.5">
                {deliveryMethodOptions.map((o) => (
                  <label key={o.value} className="flex items-center gap-1 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      disabled={disabled}
                      checked={field.value.includes(o.value)}
                      onChange={(e) => field.onChange(e.target.checked ? [...field.value, o.value] : field.value.filter((v) => v !== o.value))}
                    />
                    {o.label}
                  </label>
                ))}
              </div>
            )}
          />
        </FormRow>
      )}
      <FormRow id="product-sort" label="排序" error={errors.sort?.message}>
        <Input id="product-sort" type="number" min={0} max={9999} disabled={disabled} invalid={Boolean(errors.sort)} aria-describedby="product-sort-error" className="max-w-40" {...register('sort', { valueAsNumber: true })} />
      </FormRow>
      <FormRow id="product-coupons" label="赠送优惠券">
        <Controller
          control={control}
          name="couponIds"
          render={({ field }) => (
            <div id="product-coupons" role="group" aria-label="赠送优惠券" className="flex flex-col gap-1 pt-1.5">
              {coupons.data?.length === 0 && <span className="text-sm text-slate-500">暂无可用优惠券</span>}
              {coupons.data?.map((c) => (
                <label key={c.id} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    disabled={disabled}
                    checked={field.value.includes(c.id)}
                    onChange={(e) => field.onChange(e.target.checked ? [...field.value, c.id] : field.value.filter((id) => id !== c.id))}
                  />
                  {c.name}
                  <span className="text-xs text-slate-500">
                    {yuan(c.money)}，{c.minPrice > 0 ? `满${yuan(c.minPrice)}可用` : '无门槛'}
                    {c.isLimited ? `，剩余${c.lastTotal}张` : ''}
                  </span>
                </label>
              ))}
            </div>
          )}
        />
      </FormRow>
    </div>
  );
}

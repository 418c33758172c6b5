import { Controller, type UseFormReturn } from 'react-hook-form';
import { useGetProductUsableCoupons } from '@/api/generated/endpoints/product-category/product-category';
import { Input } from '@/components/ui/input';
import { deliveryMethodOptions } from '@/lib/enums';
import { yuan } from '@/lib/format';
import { isShipped, type ProductFormValues } from './form-model';
import { Row } from './basic-section';

/** 其他设置: refunds (virtual products), delivery methods (shipped products), sort, coupons given with the product. */
export function OtherSection({ form, disabled }: { form: UseFormReturn<ProductFormValues>; disabled: boolean }) {
  const { control, register, watch, formState } = form;
  const errors = formState.errors;
  const type = watch('type');
  const coupons = useGetProductUsableCoupons(undefined, { query: { staleTime: 60_000 } });
  return (
    <div className="flex max-w-4xl flex-col gap-2">
      {type === 2 && (
        <Row id="product-refund" label="用户申请退款">
          <label className="flex items-center gap-2 pt-1.5 text-sm text-slate-700">
            <input id="product-refund" type="checkbox" disabled={disabled} {...register('refundSwitch')} />
            允许用户申请退款
          </label>
        </Row>
      )}
      {isShipped(type) && (
        <Row id="product-delivery" label="配送方式" required error={errors.deliveryMethod?.message}>
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
        </Row>
      )}
      <Row id="product-sort" label="排序" error={errors.sort?.message}>
        <Input id="product-sort" type="number" min={0} max={9999} disabled={disabled} invalid={Boolean(errors.sort)} aria-describedby="product-sort-error" className="max-w-40" {...register('sort', { valueAsNumber: true })} />
      </Row>
      <Row id="product-coupons" label="赠送优惠券">
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
      </Row>
    </div>
  );
}

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { SendableCoupon } from '@/api/generated/model';
import { CouponPickerDialog, couponRemaining, couponValidity } from '@/components/coupon-picker/coupon-picker-dialog';
import { PageForm } from '@/components/form/form-page';
import { useFormPage } from '@/components/form/use-form-page';
import { Button } from '@/components/ui/button';
import { StatusSwitch } from '@/components/ui/status-switch';
import { LinkButton } from '@/components/ui/text-link';
import { yuan } from '@/lib/format';
import { thresholdText } from '@/features/coupon/model/coupon-options';
import { mergeCoupons, type GiftTab } from '@/features/coupon/model/gift-rules';

/** A gift's settings: its switch and the coupons it hands out (the server decides what may be saved: 请选择优惠券 …). */
const giftSchema = z.object({ on: z.boolean(), coupons: z.array(z.custom<SendableCoupon>()) });
type GiftValues = z.infer<typeof giftSchema>;

/** One gift's settings: the switch and the coupons, saved together. */
export function GiftForm({ tab: { kind, label, audience }, initialSwitch, initialCoupons, onSave, canEdit }: {
  tab: GiftTab;
  initialSwitch: boolean;
  initialCoupons: SendableCoupon[];
  onSave: (on: boolean, couponIds: number[]) => Promise<unknown>;
  canEdit: boolean;
}) {
  const form = useForm<GiftValues>({ resolver: zodResolver(giftSchema), defaultValues: { on: initialSwitch, coupons: initialCoupons } });
  const { on, coupons } = useWatch({ control: form.control }) as GiftValues;
  const setCoupons = (next: SendableCoupon[]) => form.setValue('coupons', next, { shouldDirty: true });
  const [picking, setPicking] = useState(false);
  const page = useFormPage({
    dirty: form.formState.isDirty,
    guard: false,
    save: (values: GiftValues) => onSave(values.on, values.coupons.map((c) => c.id)),
    success: '保存成功',
  });

  return (
    <PageForm
      label={label}
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit(page.submit)}
      footerAlign={7}
      footer={
        canEdit && (
          <Button type="submit" variant="primary" loading={page.pending}>
            保存
          </Button>
        )
      }
    >
      <div className="grid grid-cols-[7rem_1fr] items-center gap-x-3">
        <span className="text-right text-sm text-slate-600">活动状态</span>
        <div>
          <StatusSwitch id={`${kind}-switch`} label={`${label}活动状态`} checked={on} disabled={!canEdit} onToggle={() => form.setValue('on', !on, { shouldDirty: true })} />
        </div>
      </div>
      <div className="grid grid-cols-[7rem_1fr] items-center gap-x-3">
        <span className="text-right text-sm text-slate-600">活动对象</span>
        <span className="text-sm text-slate-800">{audience}</span>
      </div>
      <div className="grid grid-cols-[7rem_1fr] items-start gap-x-3">
        <span className="pt-1 text-right text-sm text-slate-600">优惠券</span>
        <div className="flex min-w-0 flex-col gap-2">
          {canEdit && (
            <div>
              <Button size="sm" onClick={() => setPicking(true)}>
                + 添加优惠券
              </Button>
            </div>
          )}
          <div className="max-h-[400px] overflow-auto rounded border border-slate-200">
            <table aria-label={`${label}优惠券`} className="w-full min-w-max text-left text-sm">
              <thead className="bg-slate-50 text-xs text-slate-500">
                <tr>
                  {['ID', '名称', '面值', '门槛', '使用期限', '剩余张数', '操作'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2.5 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {coupons.length === 0 ? (
                  <tr>
                    <td colSpan={7} className="px-3 py-8 text-center text-sm text-slate-500">
                      暂无优惠券
                    </td>
                  </tr>
                ) : (
                  coupons.map((c) => (
                    <tr key={c.id} className="border-t border-slate-100">
                      <td className="px-3 py-2.5">{c.id}</td>
                      <td className="px-3 py-2.5">{c.name}</td>
                      <td className="px-3 py-2.5">{yuan(c.money)}</td>
                      <td className="px-3 py-2.5">{thresholdText(c.minPrice)}</td>
                      <td className="px-3 py-2.5">{couponValidity(c)}</td>
                      <td className="px-3 py-2.5">{couponRemaining(c)}</td>
                      <td className="px-3 py-2.5">
                        <LinkButton danger aria-label={`删除 ${c.name}`} disabled={!canEdit} onClick={() => setCoupons(coupons.filter((x) => x.id !== c.id))}>
                          删除
                        </LinkButton>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </div>
      </div>
      <CouponPickerDialog mode="select" open={picking} onClose={() => setPicking(false)} initialSelected={coupons} onPick={(picked) => setCoupons(mergeCoupons(coupons, picked))} />
    </PageForm>
  );
}

import { useState } from 'react';
import type { SendableCoupon } from '@/api/generated/model';
import { CouponPickerDialog, couponRemaining, couponValidity } from '@/components/coupon-picker/coupon-picker-dialog';
import { Button } from '@/components/ui/button';
import { StatusSwitch } from '@/components/ui/status-switch';
import { useSubmitOnce } from '@/components/use-submit-once';
import { LinkButton } from '@/components/ui/text-link';
import { yuan } from '@/lib/format';
import { message } from '@/lib/message';
import { thresholdText } from '@/features/coupon/model/coupon-options';
import { mergeCoupons, type GiftTab } from '@/features/coupon/model/gift-rules';

/** One gift's settings: the switch and the coupons, saved together. */
export function GiftForm({ tab: { kind, label, audience }, initialSwitch, initialCoupons, onSave, canEdit }: {
  tab: GiftTab;
  initialSwitch: boolean;
  initialCoupons: SendableCoupon[];
  onSave: (on: boolean, couponIds: number[]) => Promise<unknown>;
  canEdit: boolean;
}) {
  const [on, setOn] = useState(initialSwitch);
  const [coupons, setCoupons] = useState(initialCoupons);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = useSubmitOnce(async () => {
    setSaving(true);
    try {
      await onSave(on, coupons.map((c) => c.id));
    } catch {
      // The HTTP client has shown the server's message (请选择优惠券 …); the choice stays.
      return false;
    } finally {
      setSaving(false);
    }
    message.success('保存成功');
    return true;
  });

  return (
    <form aria-label={label} noValidate className="flex flex-col gap-5" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <div className="grid grid-cols-[7rem_1fr] items-center gap-x-3">
        <span className="text-right text-sm text-slate-600">活动状态</span>
        <div>
          <StatusSwitch id={`${kind}-switch`} label={`${label}活动状态`} checked={on} disabled={!canEdit} onToggle={() => setOn(!on)} />
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
      {canEdit && (
        <div className="pl-[7.75rem]">
          <Button type="submit" variant="primary" loading={saving}>
            保存
          </Button>
        </div>
      )}
      <CouponPickerDialog mode="select" open={picking} onClose={() => setPicking(false)} initialSelected={coupons} onPick={(picked) => setCoupons(mergeCoupons(coupons, picked))} />
    </form>
  );
}

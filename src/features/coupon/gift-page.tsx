import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetBirthdayGiftQueryKey,
  getGetNewPeopleGiftQueryKey,
  useEditBirthdayGift,
  useEditNewPeopleGift,
  useGetBirthdayGift,
  useGetNewPeopleGift,
} from '@/api/generated/endpoints/marketing-gift/marketing-gift';
import type { SendableCoupon } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { CouponPickerDialog, couponRemaining, couponValidity } from '@/components/coupon-picker/coupon-picker-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useSubmitOnce } from '@/components/use-submit-once';
import { yuan } from '@/lib/format';
import { message } from '@/lib/message';
import { thresholdText } from './coupon-options';
import { StatusSwitch } from '@/components/ui/status-switch';

export type GiftKind = 'newPeople' | 'birthday';

export const GIFT_TABS: ReadonlyArray<{ kind: GiftKind; label: string; audience: string }> = [
  { kind: 'newPeople', label: '新人礼', audience: '开启活动期间所有注册商城的用户' },
  { kind: 'birthday', label: '生日有礼', audience: '商城已经设置生日的用户' },
];

const EDIT_PERMISSIONS: Record<GiftKind, string> = {
  newPeople: 'merchant:marketing:new:people:present:edit',
  birthday: 'merchant:marketing:birthday:present:edit',
};

/** The gift's coupons with the ones picked added after them, each once. */
export function mergeCoupons(current: readonly SendableCoupon[], picked: readonly SendableCoupon[]): SendableCoupon[] {
  const merged = [...current];
  for (const coupon of picked) {
    if (!merged.some((c) => c.id === coupon.id)) merged.push(coupon);
  }
  return merged;
}

/** One gift's settings: the switch and the coupons, saved together. */
function GiftForm({ kind, label, audience, initialSwitch, initialCoupons, onSave, canEdit }: {
  kind: GiftKind;
  label: string;
  audience: string;
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
                        <Button size="sm" variant="text" className="!px-0 !text-red-700" aria-label={`删除 ${c.name}`} disabled={!canEdit} onClick={() => setCoupons(coupons.filter((x) => x.id !== c.id))}>
                          删除
                        </Button>
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

function NewPeopleGift({ label, audience }: { label: string; audience: string }) {
  const queryClient = useQueryClient();
  const config = useGetNewPeopleGift(undefined, { query: { gcTime: 0 } });
  const edit = useEditNewPeopleGift();
  const canEdit = usePermission(EDIT_PERMISSIONS.newPeople);
  const data = config.data;
  return (
    <QueryState query={config} rows={4}>
      {data && (
        <GiftForm
          kind="newPeople"
          label={label}
          audience={audience}
          initialSwitch={data.newPeopleSwitch}
          initialCoupons={data.couponList}
          canEdit={canEdit}
          onSave={async (newPeopleSwitch, couponIdList) => {
            await edit.mutateAsync({ data: { newPeopleSwitch, couponIdList } });
            void queryClient.invalidateQueries({ queryKey: getGetNewPeopleGiftQueryKey(), refetchType: 'none' });
          }}
        />
      )}
    </QueryState>
  );
}

function BirthdayGift({ label, audience }: { label: string; audience: string }) {
  const queryClient = useQueryClient();
  const config = useGetBirthdayGift(undefined, { query: { gcTime: 0 } });
  const edit = useEditBirthdayGift();
  const canEdit = usePermission(EDIT_PERMISSIONS.birthday);
  const data = config.data;
  return (
    <QueryState query={config} rows={4}>
      {data && (
        <GiftForm
          kind="birthday"
          label={label}
          audience={audience}
          initialSwitch={data.birthdaySwitch}
          initialCoupons={data.couponList}
          canEdit={canEdit}
          onSave={async (birthdaySwitch, couponIdList) => {
            await edit.mutateAsync({ data: { birthdaySwitch, couponIdList } });
            void queryClient.invalidateQueries({ queryKey: getGetBirthdayGiftQueryKey(), refetchType: 'none' });
          }}
        />
      )}
    </QueryState>
  );
}

/** /coupon/newGift: 新人礼 and 生日有礼, each a switch and the coupons it hands out. */
export function GiftPage() {
  const [tab, setTab] = useState<GiftKind>('newPeople');
  return (
    <div className="flex flex-col gap-4 rounded bg-white p-5 shadow-sm">
      <div role="tablist" aria-label="活动类型" className="flex gap-6 border-b border-slate-200">
        {GIFT_TABS.map((t) => (
          <button
            key={t.kind}
            type="button"
            role="tab"
            id={`gift-tab-${t.kind}`}
            aria-selected={tab === t.kind}
            aria-controls={`gift-panel-${t.kind}`}
            onClick={() => setTab(t.kind)}
            className={`-mb-px border-b-2 pb-2 text-sm ${tab === t.kind ? 'border-primary font-medium text-primary-active' : 'border-transparent text-slate-600 hover:text-primary'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {GIFT_TABS.map((t) => (
        <div key={t.kind} role="tabpanel" id={`gift-panel-${t.kind}`} aria-labelledby={`gift-tab-${t.kind}`} hidden={tab !== t.kind}>
          {(t.kind === 'newPeople' ? <NewPeopleGift label={t.label} audience={t.audience} /> : <BirthdayGift label={t.label} audience={t.audience} />)}
        </div>
      ))}
    </div>
  );
}

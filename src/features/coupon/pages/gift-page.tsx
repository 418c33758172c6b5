import { useState } from 'react';
import {
  useEditBirthdayGift,
  useEditNewPeopleGift,
  useGetBirthdayGift,
  useGetNewPeopleGift,
} from '@/api/generated/endpoints/marketing-gift/marketing-gift';
import { GiftSettings } from '@/features/coupon/components/gift-settings';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { GIFT_TABS, type GiftKind, type GiftTab } from '@/features/coupon/model/gift-rules';

// Every visit shows what the server holds: a gift's settings are not kept once the page is left.
const UNCACHED = { query: { gcTime: 0 } } as const;

function NewPeopleGift({ tab }: { tab: GiftTab }) {
  const config = useGetNewPeopleGift(undefined, UNCACHED);
  const edit = useEditNewPeopleGift();
  const data = config.data;
  return (
    <GiftSettings
      tab={tab}
      config={config}
      settings={data && { on: data.newPeopleSwitch, coupons: data.couponList }}
      save={(newPeopleSwitch, couponIdList) => edit.mutateAsync({ data: { newPeopleSwitch, couponIdList } })}
    />
  );
}

function BirthdayGift({ tab }: { tab: GiftTab }) {
  const config = useGetBirthdayGift(undefined, UNCACHED);
  const edit = useEditBirthdayGift();
  const data = config.data;
  return (
    <GiftSettings
      tab={tab}
      config={config}
      settings={data && { on: data.birthdaySwitch, coupons: data.couponList }}
      save={(birthdaySwitch, couponIdList) => edit.mutateAsync({ data: { birthdaySwitch, couponIdList } })}
    />
  );
}

/** /coupon/newGift: 新人礼 and 生日有礼, each a switch and the coupons it hands out. */
export function GiftPage() {
  const [tab, setTab] = useState<GiftKind>('newPeople');
  return (
    <div className="flex flex-col gap-4 rounded bg-white p-5 shadow-sm">
      <Tabs label="活动类型" tabs={GIFT_TABS.map((t) => ({ value: t.kind, label: t.label }))} value={tab} onChange={setTab} idBase="gift" />
      {GIFT_TABS.map((t) => (
        <div key={t.kind} {...tabPanelProps('gift', t.kind, tab)}>
          {t.kind === 'newPeople' ? <NewPeopleGift tab={t} /> : <BirthdayGift tab={t} />}
        </div>
      ))}
    </div>
  );
}

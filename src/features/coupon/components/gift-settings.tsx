import type { SendableCoupon } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import type { QueryLike } from '@/components/list/use-list-page';
import { QueryState } from '@/components/query-state';
import { GIFT_EDIT_PERMISSIONS, type GiftTab } from '@/features/coupon/model/gift-rules';
import { GiftForm } from './gift-form';

/**
 * One gift's tab: its settings once loaded, then the form, saved with the gift's own call (which loads
 * the settings again, lib/refresh.ts; the form keeps what was saved).
 */
export function GiftSettings({ tab, config, settings, save }: {
  tab: GiftTab;
  config: QueryLike;
  /** The loaded switch and coupons (undefined until loaded). */
  settings: { on: boolean; coupons: SendableCoupon[] } | undefined;
  save: (on: boolean, couponIdList: number[]) => Promise<unknown>;
}) {
  const canEdit = usePermission(GIFT_EDIT_PERMISSIONS[tab.kind]);
  return (
    <QueryState query={config} rows={4}>
      {settings && (
        <GiftForm
          tab={tab}
          initialSwitch={settings.on}
          initialCoupons={settings.coupons}
          canEdit={canEdit}
          onSave={save}
        />
      )}
    </QueryState>
  );
}

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { SendableCoupon } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import type { QueryLike } from '@/components/list-page/use-list-page';
import { QueryState } from '@/components/query-state';
import { GIFT_EDIT_PERMISSIONS, type GiftTab } from '@/features/coupon/model/gift-rules';
import { GiftForm } from './gift-form';

/**
 * One gift's tab: its settings once loaded, then the form, saved with the gift's own call. After a
 * save the cached settings are marked old without a reload, so coming back asks the server again.
 */
export function GiftSettings({ tab, config, settings, queryKey, save }: {
  tab: GiftTab;
  config: QueryLike;
  /** The loaded switch and coupons (undefined until loaded). */
  settings: { on: boolean; coupons: SendableCoupon[] } | undefined;
  queryKey: QueryKey;
  save: (on: boolean, couponIdList: number[]) => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const canEdit = usePermission(GIFT_EDIT_PERMISSIONS[tab.kind]);
  return (
    <QueryState query={config} rows={4}>
      {settings && (
        <GiftForm
          tab={tab}
          initialSwitch={settings.on}
          initialCoupons={settings.coupons}
          canEdit={canEdit}
          onSave={async (on, couponIdList) => {
            await save(on, couponIdList);
            void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
          }}
        />
      )}
    </QueryState>
  );
}

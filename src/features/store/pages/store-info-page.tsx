import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  getGetMerchantBaseInfoQueryKey,
  toggleMerchantSwitch,
  useGetMerchantBaseInfo,
  useGetMerchantConfigInfo,
  useGetSettlementInfo,
} from '@/api/generated/endpoints/store/store';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { StatusTabs } from '@/components/list/status-tabs';
import { QueryState } from '@/components/query-state';
import { StatusSwitch } from '@/components/ui/status-switch';
import { message } from '@/lib/message';
import { BaseInfoView } from '@/features/store/components/base-info-view';
import { SettlementForm } from '@/features/store/components/settlement-form';
import { StoreConfigForm } from '@/features/store/components/store-config-form';
import { STORE_INFO_TABS } from '@/features/store/model/store-search';

const route = getRouteApi('/_authed/_permitted/operation/modifyStoreInfo');

export const CLOSE_STORE_QUESTION = '关闭后店铺将暂停营业，确定关闭吗？';


function ConfigTab() {
  const config = useGetMerchantConfigInfo(undefined, { query: { staleTime: Infinity } });
  return (
    <QueryState query={config} rows={8}>
      {config.data && <StoreConfigForm config={config.data} />}
    </QueryState>
  );
}

function SettlementTab() {
  const settlement = useGetSettlementInfo(undefined, { query: { staleTime: Infinity } });
  return (
    <QueryState query={settlement} rows={5}>
      {settlement.data && <SettlementForm settlement={settlement.data} />}
    </QueryState>
  );
}

/** 商户基本设置 (reference §4.10): the 店铺开关, the registered information, the store's own settings and its settlement account. */
export function StoreInfoPage() {
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const base = useGetMerchantBaseInfo();
  const canSwitch = usePermission('merchant:switch:update');
  const [switching, setSwitching] = useState(false);

  const toggleStore = async () => {
    if (!base.data) return;
    if (base.data.isSwitch && !(await confirm({ title: '提示', message: CLOSE_STORE_QUESTION }))) return;
    setSwitching(true);
    try {
      await toggleMerchantSwitch();
      message.success('操作成功');
    } catch {
      // The HTTP client has shown why. A refusal may come of a change made elsewhere: the switch reads the
      // server's state again (after a success it has, lib/refresh.ts).
      void queryClient.invalidateQueries({ queryKey: getGetMerchantBaseInfoQueryKey() });
    } finally {
      setSwitching(false);
    }
  };

  return (
    <div className="flex flex-col gap-4 rounded bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-base font-medium text-slate-800">{base.data?.name ?? '商户基本设置'}</h1>
        {base.data && (
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <span aria-hidden>店铺开关</span>
            <StatusSwitch label="店铺开关" checked={base.data.isSwitch} disabled={!canSwitch || switching} onToggle={() => void toggleStore()} />
          </div>
        )}
      </header>
      <StatusTabs label="商户设置" tabs={STORE_INFO_TABS} value={tab} onChange={(next) => void navigate({ search: { tab: next } })} />
      <section aria-label={STORE_INFO_TABS.find((t) => t.value === tab)?.label}>
        {tab === 1 && (
          <QueryState query={base} rows={8}>
            {base.data && <BaseInfoView info={base.data} />}
          </QueryState>
        )}
        {tab === 2 && <ConfigTab />}
        {tab === 3 && <SettlementTab />}
      </section>
    </div>
  );
}

import { useGetPcShoppingConfig } from '@/api/generated/endpoints/store/store';
import { QueryState } from '@/components/query-state';
import { MallConfigForm } from '@/features/store/components/mall-config-form';

/** The configuration is read once per session: the form is its only writer. */
export const MALL_CONFIG_QUERY = { query: { staleTime: Infinity } };

/** PC商城设置: the store's PC logo, its 品牌好店 cover, banners (image + link, in order) and recommended products. */
export function MallConfigPage() {
  const config = useGetPcShoppingConfig(undefined, MALL_CONFIG_QUERY);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">PC商城设置</h1>
      <QueryState query={config} rows={6}>
        {config.data && <MallConfigForm config={config.data} />}
      </QueryState>
    </div>
  );
}

import { FilterBar, FilterSelect } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { activityStatusOptions, productShelfOptions } from '@/lib/enums';
import type { SeckillProductSearch } from '@/features/seckill/model/seckill-search';

/** 筛选 of 秒杀商品: 商品名称, 活动名称, 商品状态 and 活动状态; 重置 keeps the tab. */
export function SeckillProductFilters({ search, update, reset }: { search: SeckillProductSearch; update: (change: Partial<SeckillProductSearch>) => void; reset: () => void }) {
  return (
    <FilterBar onReset={reset}>
      <SearchInput id="seckill-pro-name" label="商品名称" className="w-56" placeholder="请输入商品名称" maxLength={64} value={search.proName} onCommit={(proName) => update({ proName })} />
      <SearchInput id="seckill-activity-name" label="活动名称" className="w-56" placeholder="请输入活动名称" maxLength={64} value={search.activityName} onCommit={(activityName) => update({ activityName })} />
      <FilterSelect id="seckill-pro-status" label="商品状态" value={search.proStatus} options={productShelfOptions} onChange={(proStatus) => update({ proStatus })} />
      <FilterSelect id="seckill-activity-status" label="活动状态" value={search.activityStatus} options={activityStatusOptions} onChange={(activityStatus) => update({ activityStatus })} />
    </FilterBar>
  );
}

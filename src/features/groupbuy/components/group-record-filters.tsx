import { FilterBar, FilterField } from '@/components/list/filter-field';
import { TypedSearch } from '@/components/list/typed-search';
import { SearchInput } from '@/components/list/search-input';
import { DateRangePicker } from '@/components/date-range-picker';
import { leaderSearchOptions } from '@/features/groupbuy/model/groupbuy-options';
import { leaderSearchTypeOf, type GroupRecordSearch } from '@/features/groupbuy/model/groupbuy-search';

/** 筛选 of 开团记录: 开团日期, 活动名称, 商品搜索 and 团长搜索 (by kind); 重置 keeps the tab. */
export function GroupRecordFilters({ search, update, reset }: { search: GroupRecordSearch; update: (change: Partial<GroupRecordSearch>) => void; reset: () => void }) {
  const searchType = leaderSearchTypeOf(search);
  return (
    <FilterBar onReset={reset}>
      <DateRangePicker label="开团日期" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit: dateLimit || undefined })} />
      <SearchInput id="group-record-activity" label="活动名称" className="w-48" placeholder="请输入活动名称" maxLength={100} value={search.groupActivityName} onCommit={(groupActivityName) => update({ groupActivityName })} />
      <SearchInput id="group-record-product" label="商品搜索" className="w-48" placeholder="请输入商品名称" maxLength={64} value={search.productName} onCommit={(productName) => update({ productName })} />
      <FilterField id="group-record-leader" label="团长搜索">
        <TypedSearch id="group-record-leader" kindLabel="团长搜索类型" kinds={leaderSearchOptions} kind={searchType} content={search.content} onChange={update} placeholder="请输入用户ID或昵称" className="w-48" />
      </FilterField>
    </FilterBar>
  );
}

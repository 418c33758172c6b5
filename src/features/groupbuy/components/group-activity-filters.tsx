import { getGroupBuyActivityListQueryGroupNameMax as groupNameMax } from '@/api/generated-zod/group-buy/group-buy.zod';
import { DateFilter } from '@/components/list/date-filter';
import { FilterBar, FilterSelect } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { groupProcessOptions, groupSwitchOptions } from '@/features/groupbuy/model/groupbuy-options';
import type { GroupActivitySearch } from '@/features/groupbuy/model/groupbuy-search';

/** 筛选 of 拼团活动: 活动名称, 活动进程, 活动日期 and 活动状态. */
export function GroupActivityFilters({ search, update, reset }: { search: GroupActivitySearch; update: (change: Partial<GroupActivitySearch>) => void; reset: () => void }) {
  return (
    <FilterBar onReset={reset}>
      <SearchInput id="group-activity-name" label="活动名称" className="w-56" placeholder="请输入活动名称" maxLength={groupNameMax} value={search.groupName} onCommit={(groupName) => update({ groupName })} />
      <FilterSelect id="group-activity-process" label="活动进程" value={search.groupProcess} options={groupProcessOptions} onChange={(groupProcess) => update({ groupProcess })} />
      <DateFilter id="group-activity-date" label="活动日期" value={search.startTime} onChange={(startTime) => update({ startTime })} />
      <FilterSelect id="group-activity-status" label="活动状态" value={search.activityStatus} options={groupSwitchOptions} onChange={(activityStatus) => update({ activityStatus })} />
    </FilterBar>
  );
}

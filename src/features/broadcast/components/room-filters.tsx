import { FilterBar, FilterSelect } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { broadcastStatusOptions, roomShowOptions } from '@/lib/enums';
import type { RoomListSearch } from '@/features/broadcast/model/room-search';

/** 直播间管理's filters: 显示状态, 直播状态 and the search; 重置 keeps the review tab. */
export function RoomFilters({ search, update, reset }: { search: RoomListSearch; update: (change: Partial<RoomListSearch>) => void; reset: () => void }) {
  return (
    <FilterBar onReset={reset}>
      <FilterSelect
        id="room-store-show"
        label="显示状态"
        value={search.storeShow}
        options={roomShowOptions.map((o) => ({
          value: o.value,
          label: `商城显示${o.label}`,
        }))}
        onChange={(storeShow) => update({ storeShow })}
      />
      <FilterSelect
        id="room-live-status"
        label="直播状态"
        value={search.liveStatus}
        options={broadcastStatusOptions}
        onChange={(liveStatus) => update({ liveStatus })}
      />
      <SearchInput id="room-keywords" label="搜索" className="w-64" placeholder="请输入直播间名称/ID/主播昵称/微信号" maxLength={64} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
    </FilterBar>
  );
}

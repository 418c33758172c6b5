import { SearchInput } from '@/components/list/search-input';
import { TypedSearch } from '@/components/list/typed-search';
import { DateRangePicker } from '@/components/date-range-picker';
import type { UserSearchType } from '@/lib/enums';
import { orderTypeOptions, orderUserSearchOptions } from '@/features/order/model/order-search';
import type { OrderListSearch } from '@/features/order/model/order-search';
import { FilterBar, FilterField, FilterSelect } from '@/components/list/filter-field';

/** 订单类型 as the filter names them: 普通, 秒杀, 拼团. */
const typeChoices = orderTypeOptions.map((o) => ({ value: o.value, label: o.label.replace('订单', '') }));

/** The list's filters: 订单编号, 订单类型, 时间选择 and 用户搜索; each change goes to the address. */
export function OrderFilters({ search, onChange, onQuery, onReset }: {
  search: OrderListSearch;
  onChange: (change: Partial<OrderListSearch>) => void;
  onQuery: () => void;
  onReset: () => void;
}) {
  const searchType: UserSearchType = search.searchType ?? 'all';
  return (
    <FilterBar onQuery={onQuery} onReset={onReset} lead={<DateRangePicker value={search.dateLimit ?? ''} onChange={(dateLimit) => onChange({ dateLimit })} />}>
      <SearchInput id="order-no" label="订单编号" className="w-56" maxLength={32} placeholder="请输入订单编号" value={search.orderNo} onCommit={(orderNo) => onChange({ orderNo })} />
      <FilterSelect
        id="order-type"
        label="订单类型"
        value={search.type}
        options={typeChoices}
        onChange={(type) => onChange({ type })}
      />
      <FilterField id="order-user-search" label="用户搜索">
        <TypedSearch id="order-user-search" kinds={orderUserSearchOptions} kind={searchType} content={search.content} onChange={onChange} />
      </FilterField>
    </FilterBar>
  );
}

import { SearchInput } from '@/components/data-table/search-input';
import { DateRangePicker } from '@/components/date-range-picker';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { UserSearchType } from '@/lib/enums';
import { cleanUserSearch } from '@/lib/user-search';
import { orderTypeOptions, orderUserSearchOptions } from '@/features/order/model/order-rules';
import type { OrderListSearch } from '@/features/order/model/order-search';
import { FilterBar, FilterField, FilterSelect } from '@/components/data-table/filter-field';

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
    <FilterBar>
      <DateRangePicker value={search.dateLimit ?? ''} onChange={(dateLimit) => onChange({ dateLimit })} className="basis-full" />
      <FilterField id="order-no" label="订单编号">
        <SearchInput id="order-no" className="w-56" maxLength={32} placeholder="请输入订单编号" value={search.orderNo} onCommit={(orderNo) => onChange({ orderNo })} />
      </FilterField>
      <FilterField id="order-type" label="订单类型">
        <FilterSelect
          id="order-type"
          value={search.type}
          options={typeChoices}
          onChange={(value) => onChange({ type: orderTypeOptions.find((o) => String(o.value) === value)?.value })}
        />
      </FilterField>
      <FilterField id="order-user-search" label="用户搜索">
        <div className="flex">
          <Select
            aria-label="搜索类型"
            value={searchType}
            options={orderUserSearchOptions}
            onChange={(value) => onChange({ searchType: value as UserSearchType, content: undefined })}
            className="w-28 rounded-r-none border-r-0"
          />
          <SearchInput
            id="order-user-search"
            className="w-56 rounded-l-none"
            maxLength={64}
            placeholder="请输入搜索内容"
            value={search.content}
            transform={(text) => cleanUserSearch(searchType, text)}
            onCommit={(content) => onChange({ content })}
          />
        </div>
      </FilterField>
      <div className="flex gap-2">
        <Button variant="primary" onClick={onQuery}>
          查询
        </Button>
        <Button onClick={onReset}>重置</Button>
      </div>
    </FilterBar>
  );
}

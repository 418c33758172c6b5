import { FilterBar, FilterSelect } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { TypedSearch } from '@/components/list/typed-search';
import { DateRangePicker } from '@/components/date-range-picker';
import { userSearchTypeOptions, type UserSearchType } from '@/lib/enums';
import { COMMENT_SEARCH_MAX, STAR_OPTIONS, type CommentListSearch } from './comment-search';

const REPLY_OPTIONS = [
  { value: true, label: '已回复' },
  { value: false, label: '未回复' },
];

/** 筛选 of the reviews: 用户搜索 by kind, 回复状态, 评价星级, 商品搜索 and 评价时间; each change goes to the address. */
export function CommentFilters({ search, update, reset }: { search: CommentListSearch; update: (change: Partial<CommentListSearch>) => void; reset: () => void }) {
  const searchType: UserSearchType = search.searchType ?? 'all';
  return (
    <FilterBar onReset={reset}>
      <div className="flex flex-col gap-1">
        <label htmlFor="comment-user-search" className="text-xs text-slate-500">
          用户搜索
        </label>
        <TypedSearch id="comment-user-search" kinds={userSearchTypeOptions} kind={searchType} content={search.content} onChange={update} className="w-52" />
      </div>
      <FilterSelect id="comment-is-reply" label="回复状态" value={search.isReply} options={REPLY_OPTIONS} onChange={(isReply) => update({ isReply })} />
      <FilterSelect id="comment-star" label="评价星级" value={search.star} options={STAR_OPTIONS} onChange={(star) => update({ star })} />
      <div className="flex flex-col gap-1">
        <label htmlFor="comment-product" className="text-xs text-slate-500">
          商品搜索
        </label>
        <SearchInput
          id="comment-product"
          className="w-52"
          placeholder="请输入商品名称"
          maxLength={COMMENT_SEARCH_MAX}
          value={search.productSearch}
          onCommit={(productSearch) => update({ productSearch })}
        />
      </div>
      <DateRangePicker label="评价时间" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit })} />
    </FilterBar>
  );
}

import { FilterBar } from '@/components/data-table/filter-field';
import { SearchInput } from '@/components/data-table/search-input';
import { DateRangePicker } from '@/components/date-range-picker';
import { userSearchTypeOptions, type UserSearchType } from '@/lib/enums';
import { cleanUserSearch } from '@/lib/user-search';
import { COMMENT_SEARCH_MAX, type CommentListSearch } from './comment-search';
import { STAR_VALUES, starLabel } from './stars';

const selectClass = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm text-slate-700';

/** 筛选 of the reviews: 用户搜索 by kind, 回复状态, 评价星级, 商品搜索 and 评价时间; each change goes to the address. */
export function CommentFilters({ search, update, reset }: { search: CommentListSearch; update: (change: Partial<CommentListSearch>) => void; reset: () => void }) {
  const searchType: UserSearchType = search.searchType ?? 'all';
  return (
    <FilterBar onReset={reset}>
      <div className="flex flex-col gap-1">
        <label htmlFor="comment-user-search" className="text-xs text-slate-500">
          用户搜索
        </label>
        <div className="flex">
          <select
            aria-label="搜索类型"
            value={searchType}
            onChange={(e) => update({ searchType: e.target.value as UserSearchType, content: undefined })}
            className={`${selectClass} rounded-r-none border-r-0`}
          >
            {userSearchTypeOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <SearchInput
            id="comment-user-search"
            className="w-52 rounded-l-none"
            placeholder="请输入搜索内容"
            maxLength={COMMENT_SEARCH_MAX}
            value={search.content}
            transform={(text) => cleanUserSearch(searchType, text)}
            onCommit={(content) => update({ content })}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="comment-is-reply" className="text-xs text-slate-500">
          回复状态
        </label>
        <select
          id="comment-is-reply"
          value={search.isReply === undefined ? '' : String(search.isReply)}
          onChange={(e) => update({ isReply: e.target.value === '' ? undefined : e.target.value === 'true' })}
          className={selectClass}
        >
          <option value="">全部</option>
          <option value="true">已回复</option>
          <option value="false">未回复</option>
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="comment-star" className="text-xs text-slate-500">
          评价星级
        </label>
        <select
          id="comment-star"
          value={search.star ?? ''}
          onChange={(e) => update({ star: e.target.value === '' ? undefined : (Number(e.target.value) as CommentListSearch['star']) })}
          className={selectClass}
        >
          <option value="">全部</option>
          {STAR_VALUES.map((n) => (
            <option key={n} value={n}>
              {starLabel(n)}
            </option>
          ))}
        </select>
      </div>
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

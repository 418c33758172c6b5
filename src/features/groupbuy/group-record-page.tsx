import { useState, type ReactNode } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useGetGroupBuyRecordCount, useGetGroupBuyRecordList } from '@/api/generated/endpoints/group-buy/group-buy';
import type { GetGroupBuyRecordCountParams, GetGroupBuyRecordListParams, GroupBuyRecord } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { nextSearch } from '@/components/data-table/list-search';
import { SearchInput } from '@/components/data-table/search-input';
import { DateRangePicker } from '@/components/date-range-picker';
import { Button } from '@/components/ui/button';
import { cleanUserSearch } from '@/lib/user-search';
import { GroupRecordDrawer } from './group-record-drawer';
import type { GroupRecordSearch } from './groupbuy-search';
import { DEFAULT_RECORD_TAB, GROUP_PERMISSIONS, groupRecordTabs, leaderSearchOptions, type GroupRecordTab, type LeaderSearchType } from './groupbuy-options';
import { FilterField, filterSelectClass as selectClass } from '@/components/data-table/filter-field';
import { StatusTabs } from '@/components/data-table/status-tabs';

const route = getRouteApi('/_authed/_permitted/marketing/group/list');

const linkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary';

const col = columnsFor<GroupBuyRecord>();

function columns(actions: (r: GroupBuyRecord) => ReactNode) {
  return col.columns([
    col.accessor('groupBuyingId', { header: 'ID', enableHiding: false }),
    col.accessor('groupName', { header: '活动名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-48 break-words whitespace-normal">{info.getValue() || '-'}</span> }),
    col.display({
      id: 'leader',
      header: '团长信息',
      cell: ({ row }) => (
        <span>
          {row.original.groupLeaderNickname || '-'} / {row.original.groupLeaderUid}
        </span>
      ),
    }),
    col.display({
      id: 'product',
      header: '商品信息',
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          {row.original.productImage && <img src={row.original.productImage} alt="" className="size-10 shrink-0 rounded object-cover" />}
          <span className="inline-block max-w-56 break-words whitespace-normal">{row.original.productName}</span>
        </span>
      ),
    }),
    col.display({
      id: 'time',
      header: '拼团时间',
      cell: ({ row }) => (
        <span className="flex flex-col text-xs leading-5">
          <span>{row.original.createTime}</span>
          <span>至 {row.original.endTime}</span>
        </span>
      ),
    }),
    col.accessor('buyingCountNum', { header: '成团人数' }),
    col.accessor('yetBuyingNum', { header: '已参团人数' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 开团记录 (reference §4.14): the groups opened, by state (tabs with counts), filtered in the address; 详情 shows the members. */
export function GroupRecordPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = (change: Partial<GroupRecordSearch>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true });
  const tab: GroupRecordTab = search.recordStatus ?? DEFAULT_RECORD_TAB;
  const searchType: LeaderSearchType = search.searchType ?? 'all';
  const canInfo = usePermission(GROUP_PERMISSIONS.recordInfo);
  const [detail, setDetail] = useState<number | null>(null);

  const filters: GetGroupBuyRecordCountParams = {};
  if (search.groupActivityName) filters.groupActivityName = search.groupActivityName;
  if (search.productName) filters.productName = search.productName;
  if (search.dateLimit) filters.dateLimit = search.dateLimit;
  if (search.content) {
    filters.searchType = searchType;
    filters.content = search.content;
  }

  const list = useGetGroupBuyRecordList(
    { page: search.page, limit: search.limit, ...filters, recordStatus: tab },
    { query: { placeholderData: (previous, previousQuery) => ((previousQuery?.queryKey[1] as GetGroupBuyRecordListParams | undefined)?.recordStatus === tab ? previous : undefined) } },
  );
  const counts = useGetGroupBuyRecordCount(filters, { query: { placeholderData: keepPreviousData } });

  const renderActions = (r: GroupBuyRecord) =>
    canInfo ? (
      <button type="button" className={linkClass} aria-label={`详情 ${r.groupBuyingId}`} onClick={() => setDetail(r.groupBuyingId)}>
        详情
      </button>
    ) : null;

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        <DateRangePicker label="开团日期" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit: dateLimit || undefined })} />
        <FilterField id="group-record-activity" label="活动名称">
          <SearchInput id="group-record-activity" className="w-48" placeholder="请输入活动名称" maxLength={100} value={search.groupActivityName} onCommit={(groupActivityName) => update({ groupActivityName })} />
        </FilterField>
        <FilterField id="group-record-product" label="商品搜索">
          <SearchInput id="group-record-product" className="w-48" placeholder="请输入商品名称" maxLength={64} value={search.productName} onCommit={(productName) => update({ productName })} />
        </FilterField>
        <FilterField id="group-record-leader" label="团长搜索">
          <div className="flex">
            <select
              aria-label="团长搜索类型"
              value={searchType}
              onChange={(e) => update({ searchType: e.target.value as LeaderSearchType, content: undefined })}
              className={`${selectClass} rounded-r-none border-r-0`}
            >
              {leaderSearchOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <SearchInput
              id="group-record-leader"
              className="w-48 rounded-l-none"
              placeholder="请输入用户ID或昵称"
              maxLength={64}
              value={search.content}
              transform={(text) => cleanUserSearch(searchType, text)}
              onCommit={(content) => update({ content })}
            />
          </div>
        </FilterField>
        <Button onClick={() => void navigate({ search: { page: 1, limit: search.limit, ...(search.recordStatus !== undefined ? { recordStatus: search.recordStatus } : {}) }, replace: true })}>重置</Button>
      </section>

      <section aria-label="开团记录" className="flex flex-col gap-3 rounded bg-white p-4 shadow-sm">
        <StatusTabs label="拼团状态" value={tab} tabs={groupRecordTabs.map((o) => ({ value: o.value, label: o.label, count: counts.data?.[o.count] }))} onChange={(value) => update({ recordStatus: value })} />
        <DataTable
          tableId="group-record"
          label="开团记录列表"
          columns={columns(renderActions)}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(r) => String(r.groupBuyingId)}
          page={search.page}
          limit={search.limit}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无开团记录"
        />
      </section>
      <GroupRecordDrawer recordId={detail} onClose={() => setDetail(null)} />
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useGetBargainRecordCount, useGetBargainRecordInfo, useGetBargainRecordList } from '@/api/generated/endpoints/bargain/bargain';
import type { BargainRecord, GetBargainRecordCountParams, GetBargainRecordListParams } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { FilterField } from '@/components/data-table/filter-field';
import { nextSearch } from '@/components/data-table/list-search';
import { SearchInput } from '@/components/data-table/search-input';
import { DateRangePicker } from '@/components/date-range-picker';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Tag } from '@/components/ui/tag';
import { bargainStatusLabel, bargainStatusOptions, findOption, type BargainStatus } from '@/lib/enums';
import { yuan } from '@/lib/format';
import type { BargainListSearch } from './bargain-search';
import { StatusTabs } from '@/components/data-table/status-tabs';

const route = getRouteApi('/_authed/_permitted/marketing/bargain/list');

const linkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary';
const COUNT_KEYS = { 1: 'ongoing', 2: 'unfinished', 3: 'success' } as const;
const col = columnsFor<BargainRecord>();

function columns(actions: (b: BargainRecord) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.display({
      id: 'user',
      header: '用户',
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <img src={row.original.avatar} alt="" className="size-8 rounded-full" />
          <span>
            {row.original.nickname} / {row.original.uid}
          </span>
        </span>
      ),
    }),
    col.display({
      id: 'product',
      header: '砍价商品',
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <img src={row.original.productImage} alt="" className="size-10 shrink-0 rounded object-cover" />
          <span className="inline-block max-w-56 break-words whitespace-normal">
            {row.original.productName}
            <span className="block text-xs text-slate-500">{row.original.sku}</span>
          </span>
        </span>
      ),
    }),
    col.accessor('price', { header: '原价', cell: (info) => yuan(info.getValue()) }),
    col.accessor('minPrice', { header: '最低价', cell: (info) => yuan(info.getValue()) }),
    col.accessor('currentPrice', { header: '当前价', cell: (info) => yuan(info.getValue()) }),
    col.display({ id: 'help', header: '助力人数', cell: ({ row }) => `${row.original.helpNum} / ${row.original.peopleNum}` }),
    col.accessor('status', { header: '状态', cell: (info) => <Tag tone={findOption(bargainStatusOptions, info.getValue())?.tone}>{bargainStatusLabel(info.getValue())}</Tag> }),
    col.display({
      id: 'time',
      header: '砍价时间',
      cell: ({ row }) => (
        <span className="flex flex-col text-xs leading-5">
          <span>{row.original.createTime}</span>
          <span>至 {row.original.endTime}</span>
        </span>
      ),
    }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 砍价详情: the bargain and the friends who cut the price. */
function BargainDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const info = useGetBargainRecordInfo(id ?? 0, undefined, { query: { enabled: id !== null } });
  const record = info.data?.record;
  return (
    <Drawer open={id !== null} onOpenChange={(open) => !open && onClose()} title="砍价详情" width={640}>
      <QueryState query={info} rows={4}>
        {record && (
          <div className="flex flex-col gap-4 text-sm">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-2">
              {(
                [
                  ['用户', `${record.nickname} / ${record.uid}`],
                  ['砍价商品', `${record.productName}（${record.sku}）`],
                  ['原价', yuan(record.price)],
                  ['最低价', yuan(record.minPrice)],
                  ['当前价', yuan(record.currentPrice)],
                  ['助力人数', `${record.helpNum} / ${record.peopleNum}`],
                  ['状态', bargainStatusLabel(record.status)],
                  ['砍价时间', `${record.createTime} 至 ${record.endTime}`],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex gap-2">
                  <dt className="shrink-0 text-slate-500">{label}：</dt>
                  <dd className="text-slate-800">{value}</dd>
                </div>
              ))}
            </dl>
            <table aria-label="助力记录" className="w-full text-left">
              <thead className="bg-slate-50 text-xs text-slate-500">
                <tr>
                  {['助力用户', '砍掉金额', '助力时间'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {info.data?.helps.length === 0 && (
                  <tr>
                    <td colSpan={3} className="px-3 py-6 text-center text-slate-500">
                      暂无助力
                    </td>
                  </tr>
                )}
                {info.data?.helps.map((h) => (
                  <tr key={h.id} className="border-t border-slate-100">
                    <td className="px-3 py-2">
                      <span className="flex items-center gap-2">
                        <img src={h.avatar} alt="" className="size-7 rounded-full" />
                        {h.nickname} / {h.uid}
                      </span>
                    </td>
                    <td className="px-3 py-2">{yuan(h.amount)}</td>
                    <td className="px-3 py-2">{h.createTime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Drawer>
  );
}

/**
 * 砍价记录: users' bargains on the store's products, by state (SPEC §4 bargain statuses) with counts,
 * filtered in the address; 详情 shows who helped. The spec names no route or calls for it: ours (README).
 */
export function BargainListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = (change: Partial<BargainListSearch>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true });
  const status: BargainStatus = search.status ?? 1;
  const canInfo = usePermission('merchant:bargain:record:info');
  const [detail, setDetail] = useState<number | null>(null);

  const filters: GetBargainRecordCountParams = {};
  if (search.keywords) filters.keywords = search.keywords;
  if (search.dateLimit) filters.dateLimit = search.dateLimit;
  const list = useGetBargainRecordList(
    { page: search.page, limit: search.limit, ...filters, status },
    { query: { placeholderData: (previous, previousQuery) => ((previousQuery?.queryKey[1] as GetBargainRecordListParams | undefined)?.status === status ? previous : undefined) } },
  );
  const counts = useGetBargainRecordCount(filters, { query: { placeholderData: keepPreviousData } });

  const renderActions = (b: BargainRecord) =>
    canInfo ? (
      <button type="button" className={linkClass} aria-label={`详情 ${b.id}`} onClick={() => setDetail(b.id)}>
        详情
      </button>
    ) : null;

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        <DateRangePicker label="砍价时间" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit: dateLimit || undefined })} />
        <FilterField id="bargain-keywords" label="搜索">
          <SearchInput id="bargain-keywords" className="w-56" placeholder="请输入商品名称或用户昵称" maxLength={64} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterField>
        <Button onClick={() => void navigate({ search: { page: 1, limit: search.limit, ...(search.status ? { status: search.status } : {}) }, replace: true })}>重置</Button>
      </section>
      <section aria-label="砍价记录" className="flex flex-col gap-3 rounded bg-white p-4 shadow-sm">
        <StatusTabs label="砍价状态" value={status} tabs={bargainStatusOptions.map((o) => ({ value: o.value, label: o.label, count: counts.data?.[COUNT_KEYS[o.value]] }))} onChange={(value) => update({ status: value })} />
        <DataTable
          tableId="bargain-record"
          label="砍价记录列表"
          columns={columns(renderActions)}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(b) => String(b.id)}
          page={search.page}
          limit={search.limit}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无砍价记录"
        />
      </section>
      <BargainDrawer id={detail} onClose={() => setDetail(null)} />
    </div>
  );
}

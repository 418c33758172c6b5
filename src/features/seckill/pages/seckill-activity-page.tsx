import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { getGetSeckillActivityPageQueryOptions } from '@/api/generated/endpoints/seckill/seckill';
import type { SeckillActivity } from '@/api/generated/model';
import { getSeckillActivityPageQueryNameMax as nameMax } from '@/api/generated-zod/seckill/seckill.zod';
import { usePermission } from '@/components/authorized';
import { columnsFor, DataTable } from '@/components/list/data-table';
import { DateFilter } from '@/components/list/date-filter';
import { FilterBar } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { TextLink } from '@/components/ui/text-link';
import { useSession } from '@/lib/session';
import { ActivityStatusTag, Sessions } from '@/features/seckill/components/seckill-ui';
import { canJoinActivity, dateRangeText, quotaText, SECKILL_PERMISSIONS, starsText } from '@/features/seckill/model/seckill-options';
import { seckillActivityParams } from '@/features/seckill/model/seckill-search';

const route = getRouteApi('/_authed/_permitted/marketing/seckill/seckillActivity');


const col = columnsFor<SeckillActivity>();

function columns(actions: (a: SeckillActivity) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('name', { header: '活动名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue()}</span> }),
    col.accessor('productNum', { header: '商品数量' }),
    col.accessor('oneQuota', { header: '单次限购', cell: (info) => quotaText(info.getValue()) }),
    col.accessor('allQuota', { header: '活动限购', cell: (info) => quotaText(info.getValue()) }),
    col.accessor('productCategoryNames', { header: '商品分类', cell: (info) => <span className="inline-block max-w-48 break-words whitespace-normal">{info.getValue() || '-'}</span> }),
    col.accessor('merStars', { header: '商家星级', cell: (info) => starsText(info.getValue()) }),
    col.accessor('status', { header: '活动状态', cell: (info) => <ActivityStatusTag status={info.getValue()} /> }),
    col.display({ id: 'date', header: '活动日期', cell: ({ row }) => dateRangeText(row.original) }),
    col.display({ id: 'time', header: '活动时间', cell: ({ row }) => <Sessions times={row.original.timeList} /> }),
    col.accessor('createTime', { header: '创建时间' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 秒杀活动 (reference §4.13): the platform's seckill activities, filtered in the address; an activity not ended can be joined. */
export function SeckillActivityPage() {
  const list = useListPage(useRouteSearch(route), (s) => getGetSeckillActivityPageQueryOptions(seckillActivityParams(s)));
  const { search, update } = list;
  const canJoin = usePermission(SECKILL_PERMISSIONS.add);
  const stars = useSession()?.merStarLevel ?? 0;

  const renderActions = (a: SeckillActivity) => {
    if (!canJoin || a.status === 2) return null;
    // As the reference: an activity asking more stars than the store has is not offered, and says why.
    if (!canJoinActivity(a, stars)) return <span className="text-xs text-slate-500">需{a.merStars}星商户</span>;
    return (
      <TextLink to="/marketing/seckill/creatActivity/{-$activityId}" params={{ activityId: String(a.id) }} aria-label={`参加活动 ${a.name}`}>
        参加活动
      </TextLink>
    );
  };

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <DateFilter id="seckill-activity-date" label="活动日期" value={search.date} onChange={(date) => update({ date })} />
          <SearchInput id="seckill-activity-name" label="活动名称" className="w-56" placeholder="请输入活动名称" maxLength={nameMax} value={search.name} onCommit={(name) => update({ name })} />
        </FilterBar>
      }
      label="秒杀活动"
    >
      <DataTable
        tableId="seckill-activity"
        label="秒杀活动列表"
        columns={columns(renderActions)}
        {...list.table}
        getRowId={(a) => String(a.id)}
        emptyText="暂无秒杀活动"
      />
    </ListPage>
  );
}

import type { ReactNode } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { deleteGroupBuyActivity, rollbackGroupBuyActivity, setGroupBuyActivityStatus, useGetGroupBuyActivityCount, useGetGroupBuyActivityList } from '@/api/generated/endpoints/group-buy/group-buy';
import type { GetGroupBuyActivityCountParams, GetGroupBuyActivityListParams, GroupBuyActivity } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { nextSearch } from '@/components/data-table/list-search';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { StatusSwitch } from '@/components/ui/status-switch';
import { Tag } from '@/components/ui/tag';
import { message } from '@/lib/message';
import type { GroupActivitySearch } from './groupbuy-search';
import { GROUP_PERMISSIONS, GROUP_QUERY_PREFIX, groupProcessOptions, groupReviewTabs, groupSwitchOptions, reviewTabOf, type GroupReviewTab } from './groupbuy-options';
import { FilterField, FilterSelect } from '@/components/data-table/filter-field';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { useRowSwitch } from '@/components/data-table/use-row-switch';

const route = getRouteApi('/_authed/_permitted/marketing/group/activity/{-$type}');

export const WITHDRAW_QUESTION = '确定撤回该活动的审核吗？';
export const DELETE_QUESTION = '确定删除该活动吗？';

const linkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const col = columnsFor<GroupBuyActivity>();

function ProcessTag({ value }: { value: number }) {
  const option = groupProcessOptions.find((o) => o.value === value);
  return <Tag tone={option?.tone}>{option?.label ?? '未知'}</Tag>;
}

function columns(tab: GroupReviewTab, status: (a: GroupBuyActivity) => ReactNode, actions: (a: GroupBuyActivity) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('groupName', { header: '活动名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue()}</span> }),
    col.display({
      id: 'time',
      header: '活动时间',
      cell: ({ row }) => (
        <span className="flex flex-col text-xs leading-5">
          <span>{row.original.startTime}</span>
          <span>至 {row.original.endTime}</span>
        </span>
      ),
    }),
    col.accessor('buyCount', { header: '成团人数' }),
    col.accessor('groupProcess', { header: '活动进程', cell: (info) => <ProcessTag value={info.getValue()} /> }),
    col.accessor('productCount', { header: '参与商品数' }),
    col.accessor('totalActivityBegin', { header: '开团数' }),
    col.accessor('totalActivityDone', { header: '成团数' }),
    col.accessor('totalOrderBegin', { header: '参团订单数' }),
    col.accessor('totalOrderDone', { header: '成团订单数' }),
    ...(tab === 1 ? [col.accessor('refusal', { header: '拒绝原因', cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue() || '-'}</span> })] : []),
    ...(tab === 4 ? [col.display({ id: 'activityStatus', header: '活动状态', cell: ({ row }) => status(row.original) })] : []),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/**
 * 拼团活动 (reference §4.14): this store's group-buy activities by review state (the path's type,
 * tabs with counts), filtered in the address; opened and closed, withdrawn from review, copied and deleted.
 */
export function GroupActivityPage() {
  const search = route.useSearch();
  const params = route.useParams();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const tab = reviewTabOf(params.type);
  const update = (change: Partial<GroupActivitySearch>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true });

  const filters: GetGroupBuyActivityCountParams = {};
  if (search.groupName) filters.groupName = search.groupName;
  if (search.groupProcess !== undefined) filters.groupProcess = search.groupProcess;
  if (search.activityStatus !== undefined) filters.activityStatus = search.activityStatus;
  if (search.startTime) filters.startTime = search.startTime;

  const list = useGetGroupBuyActivityList(
    { page: search.page, limit: search.limit, ...filters, groupStatus: tab },
    // The previous rows stay while a page loads, but never under another tab (its columns and actions differ).
    { query: { placeholderData: (previous, previousQuery) => ((previousQuery?.queryKey[1] as GetGroupBuyActivityListParams | undefined)?.groupStatus === tab ? previous : undefined) } },
  );
  const counts = useGetGroupBuyActivityCount(filters, { query: { placeholderData: keepPreviousData } });

  const canAdd = usePermission(GROUP_PERMISSIONS.add);
  const canUpdate = usePermission(GROUP_PERMISSIONS.update);
  const canInfo = usePermission(GROUP_PERMISSIONS.info);
  const canDelete = usePermission(GROUP_PERMISSIONS.delete);
  const canStatus = usePermission(GROUP_PERMISSIONS.status);
  const canRollback = usePermission(GROUP_PERMISSIONS.rollback);


  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(GROUP_QUERY_PREFIX) });

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
    } catch {
      return;
    }
    message.success(done);
    await refresh();
  };

  const { busy, flip } = useRowSwitch<GroupBuyActivity>(list.queryKey, refresh);
  const toggle = (a: GroupBuyActivity) => {
    const next: GroupBuyActivity['activityStatus'] = a.activityStatus === 1 ? 0 : 1;
    return flip(a, { activityStatus: next }, () => setGroupBuyActivityStatus({ id: a.id, status: next }), next === 1 ? '开启成功' : '关闭成功');
  };

  const remove = async (a: GroupBuyActivity) => {
    if (!(await confirm({ message: DELETE_QUESTION }))) return;
    await act(() => deleteGroupBuyActivity({ id: a.id }), '删除成功');
  };

  const withdraw = async (a: GroupBuyActivity) => {
    if (!(await confirm({ message: WITHDRAW_QUESTION }))) return;
    await act(() => rollbackGroupBuyActivity({ id: a.id }), '撤回成功');
  };

  const renderStatus = (a: GroupBuyActivity) => (
    <StatusSwitch label={`${a.groupName} 活动状态`} checked={a.activityStatus === 1} disabled={!canStatus || busy.has(String(a.id))} onToggle={() => void toggle(a)} />
  );

  const renderActions = (a: GroupBuyActivity) => {
    const running = a.groupStatus === 4 && a.groupProcess === 1;
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {canInfo && (
          <Link to="/marketing/group/createGroup/{-$activityId}/{-$type}" params={{ activityId: String(a.id), type: 'info' }} className={linkClass} aria-label={`详情 ${a.groupName}`}>
            详情
          </Link>
        )}
        {canInfo && canUpdate && !running && (
          <Link to="/marketing/group/createGroup/{-$activityId}/{-$type}" params={{ activityId: String(a.id) }} className={linkClass} aria-label={`编辑 ${a.groupName}`}>
            编辑
          </Link>
        )}
        {canInfo && canAdd && (
          <Link to="/marketing/group/createGroup/{-$activityId}/{-$type}" params={{ activityId: String(a.id), type: 'copy' }} className={linkClass} aria-label={`复制 ${a.groupName}`}>
            复制
          </Link>
        )}
        {a.groupStatus === 3 && canRollback && (
          <button type="button" className={linkClass} aria-label={`撤回 ${a.groupName}`} onClick={() => void withdraw(a)}>
            撤回
          </button>
        )}
        {canDelete && (
          <button type="button" className={`${linkClass} !text-red-700`} aria-label={`删除 ${a.groupName}`} onClick={() => void remove(a)}>
            删除
          </button>
        )}
      </div>
    );
  };

  const numberChange = <K extends 'groupProcess' | 'activityStatus'>(key: K, value: string) =>
    update({ [key]: value === '' ? undefined : (Number(value) as GroupActivitySearch[K]) } as Partial<GroupActivitySearch>);

  const switchTab = (value: GroupReviewTab) => {
    if (value === tab) return;
    void navigate({ to: '/marketing/group/activity/{-$type}', params: { type: String(value) }, search: (prev) => ({ ...prev, page: 1 }) });
  };

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        <FilterField id="group-activity-name" label="活动名称">
          <SearchInput id="group-activity-name" className="w-56" placeholder="请输入活动名称" maxLength={100} value={search.groupName} onCommit={(groupName) => update({ groupName })} />
        </FilterField>
        <FilterField id="group-activity-process" label="活动进程">
          <FilterSelect id="group-activity-process" value={search.groupProcess} options={groupProcessOptions} onChange={(value) => numberChange('groupProcess', value)} />
        </FilterField>
        <FilterField id="group-activity-date" label="活动日期">
          <Input
            id="group-activity-date"
            type="date"
            className="w-44"
            value={search.startTime ?? ''}
            onChange={(e) => {
              const value = e.target.value;
              if (value === '' || DATE.test(value)) update({ startTime: value || undefined });
            }}
          />
        </FilterField>
        <FilterField id="group-activity-status" label="活动状态">
          <FilterSelect id="group-activity-status" value={search.activityStatus} options={groupSwitchOptions} onChange={(value) => numberChange('activityStatus', value)} />
        </FilterField>
        <Button onClick={() => void navigate({ search: { page: 1, limit: search.limit }, replace: true })}>重置</Button>
      </section>

      <section aria-label="拼团活动" className="flex flex-col gap-3 rounded bg-white p-4 shadow-sm">
        <StatusTabs label="审核状态" value={tab} tabs={groupReviewTabs.map((o) => ({ value: o.value, label: o.label, count: counts.data?.find((c) => c.groupStatus === o.value)?.count }))} onChange={(value) => switchTab(value)} />
        <DataTable
          tableId="group-activity"
          label="拼团活动列表"
          columns={columns(tab, renderStatus, renderActions)}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(a) => String(a.id)}
          page={search.page}
          limit={search.limit}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无拼团活动"
          leadingToolbar={
            canAdd && (
              <Link
                to="/marketing/group/createGroup/{-$activityId}/{-$type}"
                params={{}}
                className="inline-flex h-7 items-center rounded border border-primary bg-primary px-3 text-xs font-medium text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                添加活动
              </Link>
            )
          }
        />
      </section>
    </div>
  );
}

import { getRouteApi, Link } from '@tanstack/react-router';
import { deleteGroupBuyActivity, getGetGroupBuyActivityListQueryOptions, rollbackGroupBuyActivity, setGroupBuyActivityStatus, useGetGroupBuyActivityCount } from '@/api/generated/endpoints/group-buy/group-buy';
import type { GroupBuyActivity } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { StatusTabs } from '@/components/list/status-tabs';
import { useRowSwitch } from '@/components/list/use-row-switch';
import { underTab } from '@/components/list/under-tab';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { StatusSwitch } from '@/components/ui/status-switch';
import { callAndSay } from '@/lib/message';
import { GroupActivityFilters } from '@/features/groupbuy/components/group-activity-filters';
import { GroupActivityRowActions } from '@/features/groupbuy/components/group-activity-row-actions';
import { GroupActivityTable } from '@/features/groupbuy/components/group-activity-table';
import { GROUP_PERMISSIONS, groupReviewTabs, reviewTabOf, type GroupReviewTab } from '@/features/groupbuy/model/groupbuy-options';
import { groupActivityFilters, groupActivityParams } from '@/features/groupbuy/model/groupbuy-search';
import { buttonClass } from '@/components/ui/button';

const route = getRouteApi('/_authed/_permitted/marketing/group/activity/{-$type}');

export const WITHDRAW_QUESTION = '要撤回此活动吗？';
export const DELETE_QUESTION = '要删除此活动吗？';

async function remove(a: GroupBuyActivity) {
  if (!(await confirm({ message: DELETE_QUESTION }))) return;
  await callAndSay(() => deleteGroupBuyActivity({ id: a.id }), '删除成功');
}

async function withdraw(a: GroupBuyActivity) {
  if (!(await confirm({ message: WITHDRAW_QUESTION }))) return;
  await callAndSay(() => rollbackGroupBuyActivity({ id: a.id }), '撤回成功');
}

/**
 * 拼团活动 (reference §4.14): this store's group-buy activities by review state (the path's type,
 * tabs with counts), filtered in the address; opened and closed, withdrawn from review, copied and deleted.
 */
export function GroupActivityPage() {
  const params = route.useParams();
  const navigate = route.useNavigate();
  const tab = reviewTabOf(params.type);
  // The previous rows stay while a page loads, but never under another tab (its columns and actions differ).
  const list = useListPage(useRouteSearch(route), (s) => getGetGroupBuyActivityListQueryOptions(groupActivityParams(s, params.type)), { keepPrevious: underTab('groupStatus', tab) });
  const { search, update } = list;
  const counts = useGetGroupBuyActivityCount(groupActivityFilters(search), { query: { placeholderData: (previous) => previous } });

  const can = {
    add: usePermission(GROUP_PERMISSIONS.add),
    update: usePermission(GROUP_PERMISSIONS.update),
    info: usePermission(GROUP_PERMISSIONS.info),
    delete: usePermission(GROUP_PERMISSIONS.delete),
    status: usePermission(GROUP_PERMISSIONS.status),
    rollback: usePermission(GROUP_PERMISSIONS.rollback),
  };

  const { busy, flip } = useRowSwitch<GroupBuyActivity>(list.queryKey);
  const toggle = (a: GroupBuyActivity) => {
    const next: GroupBuyActivity['activityStatus'] = a.activityStatus === 1 ? 0 : 1;
    return flip(a, { activityStatus: next }, () => setGroupBuyActivityStatus({ id: a.id, status: next }), next === 1 ? '开启成功' : '关闭成功');
  };

  const renderStatus = (a: GroupBuyActivity) => (
    <StatusSwitch label={`${a.groupName} 活动状态`} checked={a.activityStatus === 1} disabled={!can.status || busy.has(String(a.id))} onToggle={() => void toggle(a)} />
  );

  const renderActions = (a: GroupBuyActivity) => <GroupActivityRowActions activity={a} can={can} onWithdraw={() => void withdraw(a)} onDelete={() => void remove(a)} />;

  // The tab is the path's `type`: another tab is another address, its filters kept, from page 1.
  const switchTab = (value: GroupReviewTab) => {
    if (value === tab) return;
    void navigate({ to: '/marketing/group/activity/{-$type}', params: { type: String(value) }, search: (prev) => ({ ...prev, page: 1 }) });
  };

  return (
    <ListPage
      filters={<GroupActivityFilters search={search} update={update} reset={() => list.reset()} />}
      label="拼团活动"
      tabs={<StatusTabs label="审核状态" value={tab} tabs={groupReviewTabs.map((o) => ({ value: o.value, label: o.label, count: counts.data?.find((c) => c.groupStatus === o.value)?.count }))} onChange={(value) => switchTab(value)} />}
    >
      <GroupActivityTable
        {...list.table}
        tab={tab}
        status={renderStatus}
        actions={renderActions}
        leadingToolbar={
          can.add && (
            <Link
              to="/marketing/group/createGroup/{-$activityId}/{-$type}"
              params={{}}
              className={buttonClass('primary', 'sm')}
            >
              添加活动
            </Link>
          )
        }
      />
    </ListPage>
  );
}

import { getRouteApi } from '@tanstack/react-router';
import { getGetGroupBuyRecordListQueryOptions, useGetGroupBuyRecordCount } from '@/api/generated/endpoints/group-buy/group-buy';
import type { GroupBuyRecord } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { StatusTabs } from '@/components/list/status-tabs';
import { underTab } from '@/components/list/under-tab';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { LinkButton } from '@/components/ui/text-link';
import { useDialogs } from '@/components/use-dialogs';
import { GroupRecordFilters } from '@/features/groupbuy/components/group-record-filters';
import { GroupRecordTable } from '@/features/groupbuy/components/group-record-table';
import { GroupRecordDrawer } from '@/features/groupbuy/dialogs/group-record-drawer';
import { GROUP_PERMISSIONS, groupRecordTabs } from '@/features/groupbuy/model/groupbuy-options';
import { groupRecordFilters, groupRecordParams } from '@/features/groupbuy/model/group-record-params';
import { recordTabOf } from '@/features/groupbuy/model/groupbuy-search';

const route = getRouteApi('/_authed/_permitted/marketing/group/list');

/** 开团记录 (reference §4.14): the groups opened, by state (tabs with counts), filtered in the address; 详情 shows the members. */
export function GroupRecordPage() {
  const source = useRouteSearch(route);
  const tab = recordTabOf(source.search);
  const list = useListPage(source, (s) => getGetGroupBuyRecordListQueryOptions(groupRecordParams(s)), { keepPrevious: underTab('recordStatus', tab) });
  const { search, update } = list;
  const counts = useGetGroupBuyRecordCount(groupRecordFilters(search), { query: { placeholderData: (previous) => previous } });
  const canInfo = usePermission(GROUP_PERMISSIONS.recordInfo);
  const dialogs = useDialogs<{ detail: GroupBuyRecord }>();

  const renderActions = (r: GroupBuyRecord) =>
    canInfo ? (
      <LinkButton aria-label={`详情 ${r.groupBuyingId}`} onClick={() => dialogs.open('detail', r)}>
        详情
      </LinkButton>
    ) : null;

  return (
    <ListPage
      filters={<GroupRecordFilters search={search} update={update} reset={() => list.reset(search.recordStatus !== undefined ? { recordStatus: search.recordStatus } : {})} />}
      label="开团记录"
      tabs={<StatusTabs label="拼团状态" value={tab} tabs={groupRecordTabs.map((o) => ({ value: o.value, label: o.label, count: counts.data?.[o.count] }))} onChange={(value) => update({ recordStatus: value })} />}
      dialogs={<GroupRecordDrawer {...dialogs.props('detail')} />}
    >
      <GroupRecordTable {...list.table} actions={renderActions} />
    </ListPage>
  );
}

import { getRouteApi } from '@tanstack/react-router';
import { getGetBargainRecordListQueryOptions, useGetBargainRecordCount } from '@/api/generated/endpoints/bargain/bargain';
import type { BargainRecord } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { FilterBar } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { StatusTabs } from '@/components/list/status-tabs';
import { DateRangePicker } from '@/components/date-range-picker';
import { underTab } from '@/components/list/under-tab';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { LinkButton } from '@/components/ui/text-link';
import { useDialogs } from '@/components/use-dialogs';
import { bargainStatusOptions } from '@/lib/enums';
import { BargainDrawer } from './bargain-drawer';
import { bargainFilters, bargainListParams, bargainStatusOf } from './bargain-search';
import { BargainTable } from './bargain-table';

const route = getRouteApi('/_authed/_permitted/marketing/bargain/list');

const COUNT_KEYS = { 1: 'ongoing', 2: 'unfinished', 3: 'success' } as const;

/**
 * 砍价记录: users' bargains on the store's products, by state (SPEC §4 bargain statuses) with counts,
 * filtered in the address; 详情 shows who helped. The spec names no route or calls for it: ours (docs/features.md).
 */
export function BargainListPage() {
  const source = useRouteSearch(route);
  const status = bargainStatusOf(source.search);
  const list = useListPage(source, (s) => getGetBargainRecordListQueryOptions(bargainListParams(s)), { keepPrevious: underTab('status', status) });
  const { search, update } = list;
  const counts = useGetBargainRecordCount(bargainFilters(search), { query: { placeholderData: (previous) => previous } });
  const canInfo = usePermission('merchant:bargain:record:info');
  const dialogs = useDialogs<{ detail: number }>();

  const renderActions = (b: BargainRecord) =>
    canInfo ? (
      <LinkButton aria-label={`详情 ${b.id}`} onClick={() => dialogs.open('detail', b.id)}>
        详情
      </LinkButton>
    ) : null;

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset(search.status ? { status: search.status } : {})}>
          <DateRangePicker label="砍价时间" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit: dateLimit || undefined })} />
          <SearchInput id="bargain-keywords" label="搜索" className="w-56" placeholder="请输入商品名称或用户昵称" maxLength={64} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterBar>
      }
      label="砍价记录"
      tabs={<StatusTabs label="砍价状态" value={status} tabs={bargainStatusOptions.map((o) => ({ value: o.value, label: o.label, count: counts.data?.[COUNT_KEYS[o.value]] }))} onChange={(value) => update({ status: value })} />}
      dialogs={<BargainDrawer {...dialogs.props('detail')} />}
    >
      <BargainTable {...list.table} actions={renderActions} />
    </ListPage>
  );
}

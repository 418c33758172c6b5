import { getRouteApi } from '@tanstack/react-router';
import { getPlatformExpressListQueryKeywordsMax as keywordsMax } from '@/api/generated-zod/express/express.zod';
import type { PlatformExpress } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/list/data-table';
import { FilterBar } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Tag } from '@/components/ui/tag';
import { platformExpressOptions } from './logistics-queries';

const route = getRouteApi('/_authed/_permitted/maintain/logistics/companyList');

const col = columnsFor<PlatformExpress>();

const COLUMNS = col.columns([
  col.accessor('id', { header: 'ID', enableHiding: false }),
  col.accessor('name', { header: '名称', enableHiding: false }),
  col.accessor('code', { header: '编码' }),
  col.accessor('sort', { header: '排序' }),
  col.accessor('isShow', { header: '是否显示', cell: (info) => (info.getValue() ? <Tag tone="success">显示</Tag> : <Tag>隐藏</Tag>) }),
]);

/**
 * 物流公司 (reference §3 /maintain/logistics/companyList): the platform's carriers, read only, searched
 * by name or code and paged. The store links the ones it ships with under 设置 › 物流管理.
 */
export function ExpressCompanyPage() {
  const list = useListPage(useRouteSearch(route), platformExpressOptions);
  const { search, update } = list;
  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <SearchInput id="express-company-keywords" label="名称/编码" className="w-56" placeholder="请输入物流公司名称或编码" maxLength={keywordsMax} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterBar>
      }
      label="平台物流公司"
    >
      <DataTable
        tableId="express-company"
        label="平台物流公司列表"
        columns={COLUMNS}
        {...list.table}
        getRowId={(e) => String(e.id)}
        emptyText={search.keywords ? '没有符合条件的物流公司' : '暂无物流公司'}
      />
    </ListPage>
  );
}

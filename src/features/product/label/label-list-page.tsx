import { FilterBar } from '@/components/list/filter-field';
import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { getGetProductLabelListQueryOptions, useDeleteProductLabel } from '@/api/generated/endpoints/product-label/product-label';
import { getProductLabelListQueryKeywordsMax as keywordsMax } from '@/api/generated-zod/product-label/product-label.zod';
import type { ProductLabel } from '@/api/generated/model';
import { Authorized } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { SearchInput } from '@/components/list/search-input';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/text-link';
import { message } from '@/lib/message';
import { LabelDialog } from './label-dialog';
import { labelListParams } from './label-queries';

const route = getRouteApi('/_authed/_permitted/product/label');

export const LABEL_PERMS = {
  save: 'merchant:product:label:save',
  update: 'merchant:product:label:update',
  delete: 'merchant:product:label:delete',
} as const;

const col = columnsFor<ProductLabel>();

function columns(edit: (label: ProductLabel) => void, remove: (label: ProductLabel) => void) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('name', { header: '标签名称', enableHiding: false }),
    col.accessor('sort', { header: '排序' }),
    col.accessor('createTime', { header: '创建时间' }),
    col.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: (info) => (
        <span className="flex items-center gap-3">
          <Authorized perms={LABEL_PERMS.update}>
            <LinkButton onClick={() => edit(info.row.original)}>
              编辑
            </LinkButton>
          </Authorized>
          <Authorized perms={LABEL_PERMS.delete}>
            <LinkButton danger onClick={() => remove(info.row.original)}>
              删除
            </LinkButton>
          </Authorized>
        </span>
      ),
    }),
  ]);
}

/** 商品标签: the store's product labels (this console's own API), searched by name and paged on the server. */
export function LabelListPage() {
  const list = useListPage(useRouteSearch(route), (s) => getGetProductLabelListQueryOptions(labelListParams(s)));
  const { search, update } = list;
  const { keywords } = labelListParams(search);
  const remove = useDeleteProductLabel();
  // undefined: closed; null: adding; a label: editing it.
  const [editing, setEditing] = useState<ProductLabel | null | undefined>(undefined);

  const onDelete = async (label: ProductLabel) => {
    if (!(await confirm())) return;
    await remove.mutateAsync({ id: label.id });
    // The last row of a later page gone: show the page before.
    if (list.table.rows?.length === 1 && search.page > 1) update({ page: search.page - 1 });
    message.success('删除成功');
  };

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <SearchInput id="label-search" label="标签名称" className="w-56" placeholder="请输入标签名称" maxLength={keywordsMax} value={search.keywords} onCommit={(text) => update({ keywords: text })} />
        </FilterBar>
      }
      dialogs={editing !== undefined && <LabelDialog key={editing?.id ?? 'new'} label={editing ?? undefined} onClose={() => setEditing(undefined)} />}
    >
      <DataTable
        tableId="product-label"
        label="商品标签列表"
        columns={columns(setEditing, (label) => void onDelete(label).catch(() => {}))}
        {...list.table}
        getRowId={(l) => String(l.id)}
        emptyText={keywords ? '没有符合条件的标签' : '暂无标签'}
        toolbar={
          <Authorized perms={LABEL_PERMS.save}>
            <Button size="sm" variant="primary" onClick={() => setEditing(null)}>
              添加标签
            </Button>
          </Authorized>
        }
      />
    </ListPage>
  );
}

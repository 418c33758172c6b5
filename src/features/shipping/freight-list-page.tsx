import { useState, type ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { deleteShippingTemplate, getGetShippingTemplateListQueryOptions } from '@/api/generated/endpoints/shipping/shipping';
import type { ShippingTemplate } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { lazyDialog } from '@/components/lazy-dialog';
import { columnsFor, DataTable } from '@/components/list/data-table';
import { FilterBar } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { useListPage, useRouteFilters, type ListSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/text-link';
import { message } from '@/lib/message';
import { FREIGHT_TITLES, freightAppointOptions, freightTypeOptions, type FreightTarget } from './freight-options';
import { freightListParams, type FreightListParams } from './freight-search';

// The form (react-hook-form, zod) loads when the drawer first opens, not with the list.
const FreightFormDrawer = lazyDialog(() => import('./freight-form-drawer').then((m) => m.FreightFormDrawer), (p) => p.target !== null);

const route = getRouteApi('/_authed/_permitted/operation/freightSet');

const KEYWORDS_MAX = 32;

export const FREIGHT_PERMISSIONS = {
  save: 'merchant:shipping:templates:save',
  update: 'merchant:shipping:templates:update',
  info: 'merchant:shipping:templates:info',
  delete: 'merchant:shipping:templates:delete',
} as const;

const labelOf = (options: ReadonlyArray<{ value: number; label: string }>, value: number) => options.find((o) => o.value === value)?.label ?? '未知';

const col = columnsFor<ShippingTemplate>();

function columns(actions: (t: ShippingTemplate) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('name', { header: '模板名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-72 break-words whitespace-normal">{info.getValue()}</span> }),
    col.accessor('type', { header: '计费方式', cell: (info) => labelOf(freightTypeOptions, info.getValue()) }),
    col.accessor('appoint', { header: '包邮方式', cell: (info) => labelOf(freightAppointOptions, info.getValue()) }),
    col.accessor('sort', { header: '排序' }),
    col.accessor('createTime', { header: '添加时间' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/**
 * The list's search for the kit: the address holds only the name searched for (the route's search is
 * not paged), the list is its one page.
 */
function useFreightSearch(): ListSearch<FreightListParams> {
  const { filters, update, reset } = useRouteFilters(route);
  // Only the name is in the address: the list is whole (one page of LIST_LIMIT).
  return { search: freightListParams(filters), update: (change) => 'keywords' in change && update({ keywords: change.keywords }), reset };
}

async function remove(template: ShippingTemplate) {
  if (!(await confirm())) return;
  try {
    await deleteShippingTemplate(template.id);
  } catch {
    // The HTTP client has shown why (a product still uses it).
    return;
  }
  message.success('删除成功');
}

/** 运费模板 (reference §4.8): the store's shipping templates, searched by name in the address, added and edited in a drawer, deleted unless a product uses them. */
export function FreightListPage() {
  const list = useListPage(useFreightSearch(), getGetShippingTemplateListQueryOptions);
  const [target, setTarget] = useState<FreightTarget>(null);

  const canSave = usePermission(FREIGHT_PERMISSIONS.save);
  const canEdit = usePermission([FREIGHT_PERMISSIONS.update, FREIGHT_PERMISSIONS.info], 'and');
  const canDelete = usePermission(FREIGHT_PERMISSIONS.delete);

  const renderActions = (template: ShippingTemplate) => (
    <div className="flex items-center gap-3">
      {canEdit && (
        <LinkButton aria-label={`修改 ${template.name}`} onClick={() => setTarget({ mode: 'edit', id: template.id })}>
          修改
        </LinkButton>
      )}
      {canDelete && (
        <LinkButton danger aria-label={`删除 ${template.name}`} onClick={() => void remove(template)}>
          删除
        </LinkButton>
      )}
    </div>
  );

  return (
    <ListPage
      filters={
        <FilterBar>
          <SearchInput
            id="freight-keywords"
            label="模板名称"
            className="w-56"
            placeholder="请输入模板名称"
            maxLength={KEYWORDS_MAX}
            value={list.search.keywords}
            onCommit={(keywords) => list.update({ keywords })}
          />
        </FilterBar>
      }
      label="运费模板"
      dialogs={<FreightFormDrawer target={target} onClose={() => setTarget(null)} />}
    >
      <DataTable
        tableId="freight-list"
        label="运费模板列表"
        columns={columns(renderActions)}
        {...list.table}
        // The whole list on one page: no pager.
        total={undefined}
        getRowId={(t) => String(t.id)}
        emptyText="暂无运费模板"
        leadingToolbar={
          canSave && (
            <Button size="sm" variant="primary" onClick={() => setTarget({ mode: 'create' })}>
              {FREIGHT_TITLES.create}
            </Button>
          )
        }
      />
    </ListPage>
  );
}

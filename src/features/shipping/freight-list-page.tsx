import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { deleteShippingTemplate, getGetShippingTemplateListQueryKey, useGetShippingTemplateList } from '@/api/generated/endpoints/shipping/shipping';
import type { ShippingTemplate } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { FilterField } from '@/components/data-table/filter-field';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { message } from '@/lib/message';
import { FreightFormDrawer, FREIGHT_TITLES, type FreightTarget } from './freight-form-drawer';
import { freightAppointOptions, freightTypeOptions } from './freight-form-model';

const route = getRouteApi('/_authed/_permitted/operation/freightSet');

/** SPEC §7/§9: the list comes whole (page 1, limit 9999); the product form reads the same call. */
export const LIST_LIMIT = 9999;
const KEYWORDS_MAX = 32;

export const FREIGHT_PERMISSIONS = {
  save: 'merchant:shipping:templates:save',
  update: 'merchant:shipping:templates:update',
  info: 'merchant:shipping:templates:info',
  delete: 'merchant:shipping:templates:delete',
} as const;

const linkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary';
const labelOf = (options: ReadonlyArray<{ value: number; label: string }>, value: number) => options.find((o) => o.value === value)?.label ?? '未知';
const unpaged = () => {};

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

/** 运费模板 (reference §4.8): the store's shipping templates, searched by name in the address, added and edited in a drawer, deleted unless a product uses them. */
export function FreightListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<FreightTarget>(null);
  const list = useGetShippingTemplateList({ page: 1, limit: LIST_LIMIT, ...(search.keywords ? { keywords: search.keywords } : {}) }, { query: { placeholderData: keepPreviousData } });

  const canSave = usePermission(FREIGHT_PERMISSIONS.save);
  const canEdit = usePermission([FREIGHT_PERMISSIONS.update, FREIGHT_PERMISSIONS.info], 'and');
  const canDelete = usePermission(FREIGHT_PERMISSIONS.delete);

  const remove = async (template: ShippingTemplate) => {
    if (!(await confirm())) return;
    try {
      await deleteShippingTemplate(template.id);
    } catch {
      // The HTTP client has shown why (a product still uses it).
      return;
    }
    message.success('删除成功');
    // The product form keeps its own copy of the list: it loads again too.
    await queryClient.invalidateQueries({ queryKey: getGetShippingTemplateListQueryKey() });
  };

  const renderActions = (template: ShippingTemplate) => (
    <div className="flex items-center gap-3">
      {canEdit && (
        <button type="button" className={linkClass} aria-label={`修改 ${template.name}`} onClick={() => setTarget({ mode: 'edit', id: template.id })}>
          修改
        </button>
      )}
      {canDelete && (
        <button type="button" className={`${linkClass} !text-red-700`} aria-label={`删除 ${template.name}`} onClick={() => void remove(template)}>
          删除
        </button>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        <FilterField id="freight-keywords" label="模板名称">
          <SearchInput
            id="freight-keywords"
            className="w-56"
            placeholder="请输入模板名称"
            maxLength={KEYWORDS_MAX}
            value={search.keywords}
            onCommit={(keywords) => void navigate({ search: keywords ? { keywords } : {}, replace: true })}
          />
        </FilterField>
      </section>
      <section aria-label="运费模板" className="rounded bg-white p-4 shadow-sm">
        <DataTable
          tableId="freight-list"
          label="运费模板列表"
          columns={columns(renderActions)}
          rows={list.data?.list}
          total={undefined}
          getRowId={(t) => String(t.id)}
          page={1}
          limit={LIST_LIMIT}
          onPageChange={unpaged}
          onLimitChange={unpaged}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无运费模板"
          leadingToolbar={
            canSave && (
              <Button size="sm" variant="primary" onClick={() => setTarget({ mode: 'create' })}>
                {FREIGHT_TITLES.create}
              </Button>
            )
          }
        />
      </section>
      <FreightFormDrawer target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

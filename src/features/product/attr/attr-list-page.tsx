import { FilterBar } from '@/components/list/filter-field';
import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { getGetProductRuleListQueryOptions, useDeleteProductRule } from '@/api/generated/endpoints/product-rule/product-rule';
import { getProductRuleListQueryKeywordsMax as keywordsMax } from '@/api/generated-zod/product-rule/product-rule.zod';
import type { ProductRule } from '@/api/generated/model';
import { Authorized, usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { SearchInput } from '@/components/list/search-input';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { message } from '@/lib/message';
import { lazyDialog } from '@/components/lazy-dialog';
import { LinkButton } from '@/components/ui/text-link';
import { RULE_PERMS } from '@/features/product/shared/permissions';
import { specsOfRule } from '@/lib/domain/spec-editor';

// The template dialog (its form and the spec editor with drag and drop) loads when it is first opened.
const AttrDialog = lazyDialog(() => import('@/features/product/shared/attr-dialog').then((m) => m.AttrDialog), () => true);

const route = getRouteApi('/_authed/_permitted/product/attr');


const col = columnsFor<ProductRule>();

function columns(onEdit: (rule: ProductRule) => void, onDelete: (rule: ProductRule) => void) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('ruleName', { header: '规格名称', enableHiding: false }),
    col.display({
      id: 'specs',
      header: '商品规格',
      cell: ({ row }) => specsOfRule(row.original.ruleValue).map((s) => s.name).join('，') || '-',
    }),
    col.display({
      id: 'values',
      header: '商品属性',
      cell: ({ row }) => (
        <div className="flex flex-col gap-0.5">
          {specsOfRule(row.original.ruleValue).map((s) => (
            <span key={s.name}>{s.values.join('，')}</span>
          ))}
        </div>
      ),
    }),
    col.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <div className="flex items-center gap-3">
          <Authorized perms={RULE_PERMS.update}>
            <LinkButton onClick={() => onEdit(row.original)}>
              编辑
            </LinkButton>
          </Authorized>
          <Authorized perms={RULE_PERMS.delete}>
            <LinkButton danger onClick={() => onDelete(row.original)}>
              删除
            </LinkButton>
          </Authorized>
        </div>
      ),
    }),
  ]);
}

/** The bulk bar's 批量删除 for the checked rows. */
function batchDelete(onDelete: (rules: ProductRule[], clear: () => void) => void) {
  return function BatchDelete(selected: ProductRule[], clear: () => void) {
    return (
      <Button size="sm" disabled={selected.length === 0} onClick={() => onDelete(selected, clear)}>
        批量删除
      </Button>
    );
  };
}

/** What the dialog is open for: a new template, or the one with this id. */
type Editing = { id?: number };

/** 商品规格: the store's spec templates, searched by name, with add, edit and delete (one or the checked ones). */
export function AttrListPage() {
  const list = useListPage(useRouteSearch(route), getGetProductRuleListQueryOptions);
  const { search, update } = list;
  const [editing, setEditing] = useState<Editing | null>(null);
  const canDelete = usePermission(RULE_PERMS.delete);
  const remove = useDeleteProductRule();

  /** After deleting the last rows of a page past the first, the page before is shown. */
  const afterDelete = (count: number) => {
    message.success('删除成功');
    if (search.page > 1 && count >= (list.table.rows?.length ?? 0)) update({ page: search.page - 1 });
  };

  const onDelete = async (rule: ProductRule) => {
    if (!(await confirm())) return;
    await remove.mutateAsync({ id: rule.id });
    afterDelete(1);
  };

  const onDeleteMany = async (rules: ProductRule[], clear: () => void) => {
    if (!(await confirm({ message: `确定永久删除选中的 ${rules.length} 条数据` }))) return;
    let deleted = 0;
    try {
      // One at a time, so a refusal stops the rest and is shown once.
      for (const rule of rules) {
        await remove.mutateAsync({ id: rule.id });
        deleted++;
      }
    } finally {
      // What was deleted before a refusal is gone: each delete has loaded the list again (lib/refresh.ts).
      clear();
    }
    afterDelete(deleted);
  };

  return (
    <ListPage
      filters={
        <FilterBar>
          <SearchInput id="attr-search" label="规格搜索" className="w-56" placeholder="请输入规格名称" maxLength={keywordsMax} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterBar>
      }
      dialogs={
        editing && (
          <AttrDialog id={editing.id} onClose={() => setEditing(null)} />
        )
      }
    >
      <DataTable
        tableId="product-attr"
        label="商品规格"
        columns={columns(
          (rule) => setEditing({ id: rule.id }),
          (rule) => void onDelete(rule).catch(() => {}),
        )}
        {...list.table}
        getRowId={(r) => String(r.id)}
        emptyText={search.keywords ? '没有符合条件的商品规格' : '暂无商品规格'}
        bulkActions={canDelete ? batchDelete((rules, clear) => void onDeleteMany(rules, clear).catch(() => {})) : undefined}
        toolbar={
          <Authorized perms={RULE_PERMS.add}>
            <Button variant="primary" size="sm" className="mr-auto" onClick={() => setEditing({})}>
              添加商品规格
            </Button>
          </Authorized>
        }
      />
    </ListPage>
  );
}

import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { deleteCdkeyLibrary, getGetCdkeyLibraryListQueryOptions } from '@/api/generated/endpoints/cdkey/cdkey';
import { getCdkeyLibraryListQueryNameMax as nameMax, getCdkeyLibraryListQueryProductNameMax as productNameMax } from '@/api/generated-zod/cdkey/cdkey.zod';
import type { CdkeyLibrary } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { FilterBar } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { LinkButton, TextLink } from '@/components/ui/text-link';
import { useDialogs } from '@/components/use-dialogs';
import { lazyDialog } from '@/components/lazy-dialog';
import { message } from '@/lib/message';
import { LIBRARY_PERMS } from '@/features/cdkey/model/cdkey-perms';
import { libraryListParams } from '@/features/cdkey/model/cdkey-queries';
import { cdkeyListDefaults } from '@/features/cdkey/model/cdkey-search';

const route = getRouteApi('/_authed/_permitted/product/cdkey/');

// Mounted while open: the dialog's form code loads with the first 添加 or 编辑.
const LibraryDialog = lazyDialog(() => import('@/features/cdkey/dialogs/library-dialog').then((m) => m.LibraryDialog), () => true);

const col = columnsFor<CdkeyLibrary>();

/** A value the backend leaves empty (an unbound library's product): a quiet dash. */
const orDash = (text: string | undefined) => (text ? text : <span className="text-slate-400">—</span>);

function columns(actions: (library: CdkeyLibrary) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('name', { header: '卡密库名称', enableHiding: false }),
    col.accessor('productName', { header: '关联商品', cell: (info) => orDash(info.getValue()) }),
    col.accessor('productAttrValueName', { header: '关联商品规格', cell: (info) => orDash(info.getValue()) }),
    col.display({
      id: 'counts',
      header: '未使用/卡密总数',
      cell: ({ row }) => {
        const { usedNum, totalNum } = row.original;
        const unused = totalNum - usedNum;
        return (
          <span className="tabular-nums">
            <span className={unused === 0 ? 'text-danger' : 'text-slate-800'}>{unused}</span>
            <span className="text-slate-500">/{totalNum}</span>
          </span>
        );
      },
    }),
    col.accessor('remark', { header: '备注', cell: (info) => <span className="line-clamp-2 max-w-60 break-all">{orDash(info.getValue())}</span> }),
    col.accessor('createTime', { header: '创建时间' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 卡密管理 (reference §3 /product/cdkey): the store's card-secret libraries, how many of each are left, and the product SKU each serves. */
export function LibraryListPage() {
  const list = useListPage(useRouteSearch(route), (s) => getGetCdkeyLibraryListQueryOptions(libraryListParams(s)));
  const { search, update } = list;
  const filtered = Boolean(search.name || search.productName);
  const dialogs = useDialogs<{ add: true; edit: CdkeyLibrary }>();
  const editing = dialogs.target('edit');

  const canAdd = usePermission(LIBRARY_PERMS.add);
  const canEdit = usePermission(LIBRARY_PERMS.update);
  const canDelete = usePermission(LIBRARY_PERMS.delete);
  const canManage = usePermission(LIBRARY_PERMS.secrets);

  const remove = async (library: CdkeyLibrary) => {
    // A library a product sells from stays: the backend would delete it with its card secrets and leave the
    // product's SKU selling from nothing, so the console says why at once and sends nothing.
    if (library.productName) {
      const sku = library.productAttrValueName ? `（规格：${library.productAttrValueName}）` : '';
      message.warning(`卡密库「${library.name}」正在为商品「${library.productName}」${sku}发货，不能删除。请先在该商品中更换卡密库或删除该商品`);
      return;
    }
    if (!(await confirm({ message: '确定删除此卡密库吗？库中的卡密将一并删除' }))) return;
    try {
      await deleteCdkeyLibrary(library.id);
    } catch {
      // The HTTP client has shown why.
      return;
    }
    message.success('删除成功');
    if (list.query.data?.list.length === 1 && search.page > 1) update({ page: search.page - 1 });
  };

  const renderActions = (library: CdkeyLibrary) => (
    <span className="flex items-center gap-3 whitespace-nowrap">
      {canEdit && (
        <LinkButton aria-label={`编辑 ${library.name}`} onClick={() => dialogs.open('edit', library)}>
          编辑
        </LinkButton>
      )}
      {canManage && (
        <TextLink to="/product/cdkey/creatCdkey/{-$id}/{-$name}" params={{ id: String(library.id), name: library.name }} search={cdkeyListDefaults} aria-label={`管理卡密 ${library.name}`}>
          管理卡密
        </TextLink>
      )}
      {canDelete && (
        <LinkButton danger aria-label={`删除 ${library.name}`} onClick={() => void remove(library)}>
          删除
        </LinkButton>
      )}
    </span>
  );

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <SearchInput id="cdkey-search-name" label="卡密库名称" className="w-56" placeholder="请输入卡密库名称" maxLength={nameMax} value={search.name} onCommit={(name) => update({ name })} />
          <SearchInput id="cdkey-search-product" label="商品名称" className="w-56" placeholder="请输入商品名称" maxLength={productNameMax} value={search.productName} onCommit={(productName) => update({ productName })} />
        </FilterBar>
      }
      label="卡密库"
      dialogs={
        <>
          {dialogs.target('add') && <LibraryDialog onClose={dialogs.close} />}
          {editing && <LibraryDialog key={editing.id} library={editing} onClose={dialogs.close} />}
        </>
      }
    >
      <DataTable
        tableId="cdkey-library"
        label="卡密库列表"
        columns={columns(renderActions)}
        {...list.table}
        getRowId={(l) => String(l.id)}
        emptyText={filtered ? '没有符合条件的卡密库' : '暂无卡密库，请先添加卡密库'}
        leadingToolbar={
          canAdd && (
            <Button size="sm" variant="primary" onClick={() => dialogs.open('add', true)}>
              添加卡密库
            </Button>
          )
        }
      />
    </ListPage>
  );
}

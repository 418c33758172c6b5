import type { ReactNode } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { deleteVideoProduct, putVideoProductOn, takeVideoProductDown, useGetVideoProductList } from '@/api/generated/endpoints/video-channel/video-channel';
import type { VideoProduct } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/data-table/data-table';
import { FilterField } from '@/components/data-table/filter-field';
import { nextSearch } from '@/components/data-table/list-search';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { Tag } from '@/components/ui/tag';
import { findOption, videoStatusLabel, videoStatusOptions } from '@/lib/enums';
import { message } from '@/lib/message';
import { linkClass, VIDEO_PERMISSIONS, VIDEO_QUERY_PREFIX } from './video-options';
import type { VideoListSearch } from './video-search';

const route = getRouteApi('/_authed/_permitted/videoChannel/productList');

const col = columnsFor<VideoProduct>();

const digitsOnly = (value: string) => value.replace(/\D/g, '');

function columns(actions: (p: VideoProduct) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('title', { header: '名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue()}</span> }),
    col.display({ id: 'image', header: '商品图片', cell: ({ row }) => (row.original.headImg[0] ? <img src={row.original.headImg[0]} alt="" className="size-9 rounded object-cover" /> : '-') }),
    col.accessor('componentProductId', { header: '视频号商品ID' }),
    col.accessor('thirdCatName', { header: '类目' }),
    col.accessor('giveIntegral', { header: '获得积分' }),
    col.accessor('sales', { header: '销量' }),
    col.accessor('stock', { header: '库存' }),
    col.display({ id: 'status', header: '状态', cell: ({ row }) => <Tag tone={findOption(videoStatusOptions, row.original.status)?.tone}>{videoStatusLabel(row.original.status)}</Tag> }),
    col.accessor('createTime', { header: '创建时间' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 过审商品 (reference §4.16): products WeChat approved, searched by product id and title, put on and off the shelf, deleted. */
export function VideoProductPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const update = (change: Partial<VideoListSearch>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true });
  const list = useGetVideoProductList(search, { query: { placeholderData: keepPreviousData } });

  const canPutOn = usePermission(VIDEO_PERMISSIONS.putOn);
  const canPutDown = usePermission(VIDEO_PERMISSIONS.putDown);
  const canDelete = usePermission(VIDEO_PERMISSIONS.productDelete);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
    } catch {
      // The HTTP client has shown why.
      return;
    }
    message.success(done);
    await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(VIDEO_QUERY_PREFIX) });
  };

  const remove = async (product: VideoProduct) => {
    if (await confirm()) await run(() => deleteVideoProduct(product.id), '删除成功');
  };

  const renderActions = (product: VideoProduct) => (
    <div className="flex flex-wrap items-center gap-3">
      {canPutOn && product.status !== 5 && (
        <button type="button" className={linkClass} aria-label={`上架 ${product.title}`} onClick={() => void run(() => putVideoProductOn(product.id), '操作成功')}>
          上架
        </button>
      )}
      {canPutDown && product.status === 5 && (
        <button type="button" className={linkClass} aria-label={`下架 ${product.title}`} onClick={() => void run(() => takeVideoProductDown(product.id), '操作成功')}>
          下架
        </button>
      )}
      {canDelete && (
        <button type="button" className={`${linkClass} !text-red-700`} aria-label={`删除 ${product.title}`} onClick={() => void remove(product)}>
          删除
        </button>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        <FilterField id="video-product-id" label="商品编号">
          <SearchInput
            id="video-product-id"
            className="w-44"
            inputMode="numeric"
            placeholder="请输入商品编号"
            maxLength={10}
            transform={digitsOnly}
            value={search.proId === undefined ? '' : String(search.proId)}
            onCommit={(value) => update({ proId: value ? Number(value) : undefined })}
          />
        </FilterField>
        <FilterField id="video-product-search" label="商品名称">
          <SearchInput id="video-product-search" className="w-56" placeholder="请输入商品名称" maxLength={60} value={search.search} onCommit={(value) => update({ search: value })} />
        </FilterField>
        <Button onClick={() => void navigate({ search: { page: 1, limit: search.limit }, replace: true })}>重置</Button>
      </section>
      <section aria-label="过审商品" className="rounded bg-white p-4 shadow-sm">
        <DataTable
          tableId="video-product-list"
          label="过审商品列表"
          columns={columns(renderActions)}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(p) => String(p.id)}
          page={search.page}
          limit={search.limit}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无过审商品"
        />
      </section>
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { getGetProductReplyListQueryKey, useDeleteProductReply, useGetProductReplyList } from '@/api/generated/endpoints/product-reply/product-reply';
import type { ProductReply } from '@/api/generated/model';
import { Authorized, usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/data-table/data-table';
import { nextSearch } from '@/components/data-table/list-search';
import { SearchInput } from '@/components/data-table/search-input';
import { DateRangePicker } from '@/components/date-range-picker';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { userSearchTypeOptions, type UserSearchType } from '@/lib/enums';
import { message } from '@/lib/message';
import { cleanUserSearch } from '@/lib/user-search';
import { COMMENT_SEARCH_MAX, type CommentListSearch } from './comment-search';
import { ReplyDialog } from './reply-dialog';
import { STAR_VALUES, StarRating, starLabel } from './stars';

// The form of 添加自评 (with the product and picture pickers) loads when it is first opened.
const VirtualReplyDialog = lazy(() => import('./virtual-reply-dialog').then((m) => ({ default: m.VirtualReplyDialog })));

const route = getRouteApi('/_authed/_permitted/product/comment');

export const REPLY_PERMISSIONS = {
  virtual: 'merchant:product:reply:virtual',
  comment: 'merchant:product:reply:comment',
  delete: 'merchant:product:reply:delete',
} as const;

const col = columnsFor<ProductReply>();

interface RowActions {
  onReply: (review: ProductReply) => void;
  onDelete: (review: ProductReply) => void;
  onPreview: (src: string) => void;
  withActions: boolean;
}

function columns({ onReply, onDelete, onPreview, withActions }: RowActions) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.display({
      id: 'product',
      header: '商品信息',
      cell: ({ row }) => (
        <div className="flex max-w-64 items-center gap-2">
          <img src={row.original.productImage} alt="" className="size-10 shrink-0 rounded border border-slate-200 object-cover" />
          <div className="min-w-0 whitespace-normal">
            <p className="line-clamp-2 text-slate-800">{row.original.productName}</p>
            {row.original.sku && <p className="text-xs text-slate-500">规格：{row.original.sku}</p>}
          </div>
        </div>
      ),
    }),
    col.accessor('nickname', {
      header: '用户昵称',
      cell: (info) => (
        <span>
          {info.getValue()}
          {info.row.original.isLogoff && <span className="ml-1 text-xs text-slate-500">(已注销)</span>}
        </span>
      ),
    }),
    col.accessor('star', { header: '评价星级', cell: (info) => <StarRating value={info.getValue()} /> }),
    col.accessor('comment', {
      header: '评价内容',
      cell: (info) => (
        <div className="max-w-72 whitespace-normal">
          <p className="line-clamp-3">{info.getValue()}</p>
          {info.row.original.pics.length > 0 && (
            <ul aria-label="评价图片" className="mt-1 flex flex-wrap gap-1">
              {info.row.original.pics.map((src, i) => (
                <li key={`${i}-${src.length}`}>
                  <button type="button" aria-label={`查看评价图片${i + 1}`} title={`查看评价图片${i + 1}`} onClick={() => onPreview(src)} className="block rounded focus-visible:outline-2 focus-visible:outline-primary">
                    <img src={src} alt={`评价图片${i + 1}`} className="size-10 rounded border border-slate-200 object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ),
    }),
    col.accessor('merchantReplyContent', {
      header: '回复内容',
      cell: (info) => <p className="line-clamp-3 max-w-60 whitespace-normal">{info.getValue() || '-'}</p>,
    }),
    col.accessor('createTime', { header: '评价时间' }),
    ...(withActions
      ? [
          col.display({
            id: 'actions',
            header: '操作',
            enableHiding: false,
            cell: ({ row }) => (
              <div className="flex gap-3">
                <Authorized perms={REPLY_PERMISSIONS.comment}>
                  <Button variant="text" size="sm" className="!px-0" onClick={() => onReply(row.original)}>
                    回复
                  </Button>
                </Authorized>
                <Authorized perms={REPLY_PERMISSIONS.delete}>
                  <Button variant="text" size="sm" className="!px-0" onClick={() => onDelete(row.original)}>
                    删除
                  </Button>
                </Authorized>
              </div>
            ),
          }),
        ]
      : []),
  ]);
}

const selectClass = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm text-slate-700';

/** 商品评论: the reviews of the store's products, answered, deleted, or written by the store itself. */
export function ProductCommentPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = (change: Partial<CommentListSearch>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true });
  const searchType: UserSearchType = search.searchType ?? 'all';
  const list = useGetProductReplyList({ ...search, searchType }, { query: { placeholderData: keepPreviousData } });
  const queryClient = useQueryClient();
  const remove = useDeleteProductReply();
  const withActions = usePermission([REPLY_PERMISSIONS.comment, REPLY_PERMISSIONS.delete]);

  // Dialogs stay mounted once opened, so closing hands focus back to the button that opened them.
  const [replying, setReplying] = useState<{ review: ProductReply; open: boolean; key: number } | null>(null);
  const [virtual, setVirtual] = useState<{ open: boolean; key: number } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const onDelete = async (review: ProductReply) => {
    if (!(await confirm())) return;
    try {
      await remove.mutateAsync({ id: review.id });
    } catch {
      // The HTTP client has shown why.
      return;
    }
    message.success('删除成功');
    // The last row of a later page gone: show the page before it.
    if (list.data?.list.length === 1 && search.page > 1) update({ page: search.page - 1 });
    await queryClient.invalidateQueries({ queryKey: getGetProductReplyListQueryKey() });
  };

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        <div className="flex flex-col gap-1">
          <label htmlFor="comment-user-search" className="text-xs text-slate-500">
            用户搜索
          </label>
          <div className="flex">
            <select
              aria-label="搜索类型"
              value={searchType}
              onChange={(e) => update({ searchType: e.target.value as UserSearchType, content: undefined })}
              className={`${selectClass} rounded-r-none border-r-0`}
            >
              {userSearchTypeOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <SearchInput
              id="comment-user-search"
              className="w-52 rounded-l-none"
              placeholder="请输入搜索内容"
              maxLength={COMMENT_SEARCH_MAX}
              value={search.content}
              transform={(text) => cleanUserSearch(searchType, text)}
              onCommit={(content) => update({ content })}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="comment-is-reply" className="text-xs text-slate-500">
            回复状态
          </label>
          <select
            id="comment-is-reply"
            value={search.isReply === undefined ? '' : String(search.isReply)}
            onChange={(e) => update({ isReply: e.target.value === '' ? undefined : e.target.value === 'true' })}
            className={selectClass}
          >
            <option value="">全部</option>
            <option value="true">已回复</option>
            <option value="false">未回复</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="comment-star" className="text-xs text-slate-500">
            评价星级
          </label>
          <select
            id="comment-star"
            value={search.star ?? ''}
            onChange={(e) => update({ star: e.target.value === '' ? undefined : (Number(e.target.value) as CommentListSearch['star']) })}
            className={selectClass}
          >
            <option value="">全部</option>
            {STAR_VALUES.map((n) => (
              <option key={n} value={n}>
                {starLabel(n)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="comment-product" className="text-xs text-slate-500">
            商品搜索
          </label>
          <SearchInput
            id="comment-product"
            className="w-52"
            placeholder="请输入商品名称"
            maxLength={COMMENT_SEARCH_MAX}
            value={search.productSearch}
            onCommit={(productSearch) => update({ productSearch })}
          />
        </div>
        <DateRangePicker label="评价时间" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit })} />
        <Button onClick={() => void navigate({ search: { page: 1, limit: search.limit }, replace: true })}>重置</Button>
      </section>
      <section className="rounded bg-white p-4 shadow-sm">
        <DataTable
          tableId="product-comment"
          label="商品评论"
          columns={columns({
            withActions,
            onReply: (review) => setReplying({ review, open: true, key: (replying?.key ?? 0) + 1 }),
            onDelete: (review) => void onDelete(review),
            onPreview: setPreview,
          })}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(r) => String(r.id)}
          page={search.page}
          limit={search.limit}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无评论"
          toolbar={
            <Authorized perms={REPLY_PERMISSIONS.virtual}>
              <Button variant="primary" size="sm" onClick={() => setVirtual({ open: true, key: (virtual?.key ?? 0) + 1 })}>
                添加自评
              </Button>
            </Authorized>
          }
        />
      </section>
      <Dialog open={preview !== null} onOpenChange={(open) => !open && setPreview(null)} title="评价图片" width={640}>
        {preview && <img src={preview} alt="评价图片大图" className="mx-auto max-h-[60vh] max-w-full object-contain" />}
      </Dialog>
      {replying && <ReplyDialog key={replying.key} review={replying.review} open={replying.open} onClose={() => setReplying({ ...replying, open: false })} />}
      {virtual && (
        <Suspense fallback={null}>
          <VirtualReplyDialog key={virtual.key} open={virtual.open} onClose={() => setVirtual({ ...virtual, open: false })} />
        </Suspense>
      )}
    </div>
  );
}

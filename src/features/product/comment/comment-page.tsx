import { lazy, Suspense } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { getGetProductReplyListQueryOptions, useDeleteProductReply } from '@/api/generated/endpoints/product-reply/product-reply';
import type { ProductReply } from '@/api/generated/model';
import { Authorized, usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable } from '@/components/list/data-table';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/use-dialogs';
import { message } from '@/lib/message';
import { commentColumns, REPLY_PERMISSIONS } from './comment-columns';
import { CommentFilters } from './comment-filters';
import { commentListParams } from './comment-search';
import { ReplyDialog } from './reply-dialog';

// The form of 添加自评 (with the product and picture pickers) loads when it is first opened.
const VirtualReplyDialog = lazy(() => import('./virtual-reply-dialog').then((m) => ({ default: m.VirtualReplyDialog })));

const route = getRouteApi('/_authed/_permitted/product/comment');

/** 商品评论: the reviews of the store's products, answered, deleted, or written by the store itself. */
export function ProductCommentPage() {
  const list = useListPage(useRouteSearch(route), (s) => getGetProductReplyListQueryOptions(commentListParams(s)));
  const { search, update } = list;
  const remove = useDeleteProductReply();
  const withActions = usePermission([REPLY_PERMISSIONS.comment, REPLY_PERMISSIONS.delete]);
  const dialogs = useDialogs<{ reply: ProductReply; virtual: true }>();

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
    if (list.table.rows?.length === 1 && search.page > 1) update({ page: search.page - 1 });
  };

  return (
    <ListPage
      filters={<CommentFilters search={search} update={update} reset={() => list.reset()} />}
      dialogs={
        <>
          <ReplyDialog {...dialogs.props('reply')} />
          {dialogs.target('virtual') && (
            <Suspense fallback={null}>
              <VirtualReplyDialog onClose={dialogs.close} />
            </Suspense>
          )}
        </>
      }
    >
      <DataTable
        tableId="product-comment"
        label="商品评论"
        columns={commentColumns({
          withActions,
          onReply: (review) => dialogs.open('reply', review),
          onDelete: (review) => void onDelete(review),
        })}
        {...list.table}
        getRowId={(r) => String(r.id)}
        emptyText="暂无评论"
        toolbar={
          <Authorized perms={REPLY_PERMISSIONS.virtual}>
            <Button variant="primary" size="sm" onClick={() => dialogs.open('virtual', true)}>
              添加自评
            </Button>
          </Authorized>
        }
      />
    </ListPage>
  );
}

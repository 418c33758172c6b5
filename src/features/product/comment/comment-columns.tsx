import { PictureThumbs } from '@/components/picture-thumb';
import type { ProductReply } from '@/api/generated/model';
import { Authorized } from '@/components/authorized';
import { columnsFor } from '@/components/list/data-table';
import { LinkButton } from '@/components/ui/text-link';
import { StarRating } from './stars';

export const REPLY_PERMISSIONS = {
  virtual: 'merchant:product:reply:virtual',
  comment: 'merchant:product:reply:comment',
  delete: 'merchant:product:reply:delete',
} as const;

const col = columnsFor<ProductReply>();

/** What a review's row offers; 操作 only for those who may answer or delete. */
export interface CommentRowActions {
  onReply: (review: ProductReply) => void;
  onDelete: (review: ProductReply) => void;
  withActions: boolean;
}

/** The review's product, who wrote it, its stars, words and pictures, the store's answer and when. */
export function commentColumns({ onReply, onDelete, withActions }: CommentRowActions) {
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
          <PictureThumbs pictures={info.row.original.pics} name="评价图片" listClassName="mt-1 flex flex-wrap gap-1" />
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
                {/* A review is answered once: the backend refuses a second reply (商品已评论). */}
                {!row.original.merchantReplyContent && (
                  <Authorized perms={REPLY_PERMISSIONS.comment}>
                    <LinkButton onClick={() => onReply(row.original)}>
                      回复
                    </LinkButton>
                  </Authorized>
                )}
                <Authorized perms={REPLY_PERMISSIONS.delete}>
                  <LinkButton danger onClick={() => onDelete(row.original)}>
                    删除
                  </LinkButton>
                </Authorized>
              </div>
            ),
          }),
        ]
      : []),
  ]);
}

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetProductReplyListQueryOptions } from '@/api/generated/endpoints/product-reply/product-reply';
import { prefetch } from '@/components/list/prefetch';
import { ProductCommentPage } from '@/features/product/comment/comment-page';
import { commentListDefaults, commentListParams, commentListSearch } from '@/features/product/comment/comment-search';

export const Route = createFileRoute('/_authed/_permitted/product/comment')({
  validateSearch: commentListSearch,
  // Defaults stay out of the address, so a plain /product/comment is the first page.
  search: { middlewares: [stripSearchParams(commentListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetProductReplyListQueryOptions(commentListParams(deps))),
  staticData: { title: '商品评论' },
  component: ProductCommentPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ProductCommentPage } from '@/features/product/comment/comment-page';
import { commentListDefaults, commentListSearch } from '@/features/product/comment/comment-search';

export const Route = createFileRoute('/_authed/_permitted/product/comment')({
  validateSearch: commentListSearch,
  // Defaults stay out of the address, so a plain /product/comment is the first page.
  search: { middlewares: [stripSearchParams(commentListDefaults)] },
  staticData: { title: '商品评论' },
  component: ProductCommentPage,
});

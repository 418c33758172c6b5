import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AttrListPage } from '@/features/product/attr/attr-list-page';
import { attrListDefaults, attrListSearch } from '@/features/product/attr/attr-search';

export const Route = createFileRoute('/_authed/_permitted/product/attr')({
  validateSearch: attrListSearch,
  // Defaults stay out of the address, so a plain /product/attr is the first page.
  search: { middlewares: [stripSearchParams(attrListDefaults)] },
  staticData: { title: '商品规格' },
  component: AttrListPage,
});

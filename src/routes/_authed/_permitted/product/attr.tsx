import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetProductRuleListQueryOptions } from '@/api/generated/endpoints/product-rule/product-rule';
import { prefetch } from '@/components/list/prefetch';
import { AttrListPage } from '@/features/product/attr/attr-list-page';
import { attrListDefaults, attrListSearch } from '@/features/product/attr/attr-search';

export const Route = createFileRoute('/_authed/_permitted/product/attr')({
  validateSearch: attrListSearch,
  // Defaults stay out of the address, so a plain /product/attr is the first page.
  search: { middlewares: [stripSearchParams(attrListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetProductRuleListQueryOptions(deps)),
  staticData: { title: '商品规格' },
  component: AttrListPage,
});

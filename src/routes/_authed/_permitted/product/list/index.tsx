import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetProductListQueryOptions } from '@/api/generated/endpoints/product/product';
import { prefetch } from '@/components/list/prefetch';
import { useRouteSearch } from '@/components/list/use-list-page';
import { ProductListPage } from '@/features/product/list/product-list-page';
import { productListDefaults, productListParams, productListSearch } from '@/features/product/list/model/product-search';

export const Route = createFileRoute('/_authed/_permitted/product/list/')({
  validateSearch: productListSearch,
  // Defaults stay out of the address: a plain /product/list is 出售中, page 1 (the dashboard links with ?type=1 and ?type=6).
  search: { middlewares: [stripSearchParams(productListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetProductListQueryOptions(productListParams(deps))),
  staticData: { title: '商品列表' },
  component: ProductListRoute,
});

function ProductListRoute() {
  return <ProductListPage source={useRouteSearch(Route)} />;
}

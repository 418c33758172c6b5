import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ProductListPage } from '@/features/product/list/product-list-page';
import { productListDefaults, productListSearch } from '@/features/product/list/product-search';

export const Route = createFileRoute('/_authed/_permitted/product/list/')({
  validateSearch: productListSearch,
  // Defaults stay out of the address: a plain /product/list is 出售中, page 1 (the dashboard links with ?type=1 and ?type=6).
  search: { middlewares: [stripSearchParams(productListDefaults)] },
  staticData: { title: '商品列表' },
  component: ProductListRoute,
});

function ProductListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProductListPage search={search} setSearch={(next) => void navigate({ search: next, replace: true })} />;
}

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ProductListPage, SCENIC_CATEGORY_NAME } from '@/features/product/list/product-list-page';
import { productListDefaults, scenicListSearch } from '@/features/product/list/product-search';

/** 景区商品: the product list limited to the platform category 景区门票 (and the categories below it). */
export const Route = createFileRoute('/_authed/_permitted/product/scenic')({
  validateSearch: scenicListSearch,
  search: { middlewares: [stripSearchParams(productListDefaults)] },
  staticData: { title: '景区商品' },
  component: ScenicListRoute,
});

function ScenicListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProductListPage search={search} setSearch={(next) => void navigate({ search: next, replace: true })} fixedCategoryName={SCENIC_CATEGORY_NAME} />;
}

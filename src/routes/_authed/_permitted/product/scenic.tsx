import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetPlatformCategoryTreeQueryOptions } from '@/api/generated/endpoints/product-category/product-category';
import { prefetch } from '@/components/list/prefetch';
import { useRouteSearch } from '@/components/list/use-list-page';
import { hasPermission } from '@/lib/permissions';
import { PERMISSIONS } from '@/features/product/list/model/product-actions';
import { CATEGORY_TREE_QUERY, productListDefaults, SCENIC_CATEGORY_NAME, scenicListSearch } from '@/features/product/list/model/product-search';
import { ProductListPage } from '@/features/product/list/product-list-page';

/** 景区商品: the product list limited to the platform category 景区门票 (and the categories below it). */
export const Route = createFileRoute('/_authed/_permitted/product/scenic')({
  validateSearch: scenicListSearch,
  search: { middlewares: [stripSearchParams(productListDefaults)] },
  // The list waits for the platform tree (it names the category), so the tree is what starts first.
  loader: ({ context }) => {
    if (hasPermission(context.session?.permissions ?? [], PERMISSIONS.platformTree)) prefetch(getGetPlatformCategoryTreeQueryOptions(undefined, CATEGORY_TREE_QUERY));
  },
  staticData: { title: '景区商品' },
  component: ScenicListRoute,
});

function ScenicListRoute() {
  return <ProductListPage source={useRouteSearch(Route)} fixedCategoryName={SCENIC_CATEGORY_NAME} />;
}

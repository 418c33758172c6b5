import { createFileRoute } from '@tanstack/react-router';
import { getGetMerchantCategoryListQueryOptions } from '@/api/generated/endpoints/product-category/product-category';
import { prefetch } from '@/components/list/prefetch';
import { CategoryPage } from '@/features/product/category/category-page';
import { categorySearch } from '@/features/product/category/category-search';

export const Route = createFileRoute('/_authed/_permitted/product/classify')({
  validateSearch: categorySearch,
  // The whole list comes at once and is filtered here, so the name filter does not change what is asked.
  loader: () => prefetch(getGetMerchantCategoryListQueryOptions()),
  staticData: { title: '商品分类' },
  component: CategoryPage,
});

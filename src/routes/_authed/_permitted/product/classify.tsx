import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '@/features/product/category/category-page';
import { categorySearch } from '@/features/product/category/category-search';

export const Route = createFileRoute('/_authed/_permitted/product/classify')({
  validateSearch: categorySearch,
  staticData: { title: '商品分类' },
  component: CategoryPage,
});

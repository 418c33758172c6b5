import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetProductLabelListQueryOptions } from '@/api/generated/endpoints/product-label/product-label';
import { prefetch } from '@/components/list/prefetch';
import { LabelListPage } from '@/features/product/label/label-list-page';
import { labelListParams } from '@/features/product/label/label-queries';
import { labelListDefaults, labelListSearch } from '@/features/product/label/label-search';

export const Route = createFileRoute('/_authed/_permitted/product/label')({
  validateSearch: labelListSearch,
  search: { middlewares: [stripSearchParams(labelListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetProductLabelListQueryOptions(labelListParams(deps))),
  staticData: { title: '商品标签' },
  component: LabelListPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LabelListPage } from '@/features/product/label/label-list-page';
import { labelListDefaults, labelListSearch } from '@/features/product/label/label-search';

export const Route = createFileRoute('/_authed/_permitted/product/label')({
  validateSearch: labelListSearch,
  search: { middlewares: [stripSearchParams(labelListDefaults)] },
  staticData: { title: '商品标签' },
  component: LabelListPage,
});

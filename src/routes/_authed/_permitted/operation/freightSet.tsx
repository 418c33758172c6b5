import { createFileRoute } from '@tanstack/react-router';
import { getGetShippingTemplateListQueryOptions } from '@/api/generated/endpoints/shipping/shipping';
import { prefetch } from '@/components/list/prefetch';
import { FreightListPage } from '@/features/shipping/freight-list-page';
import { freightListParams, freightListSearch } from '@/features/shipping/freight-search';

export const Route = createFileRoute('/_authed/_permitted/operation/freightSet')({
  validateSearch: freightListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetShippingTemplateListQueryOptions(freightListParams(deps))),
  staticData: { title: '运费模板' },
  component: FreightListPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { FreightListPage } from '@/features/shipping/freight-list-page';
import { freightListSearch } from '@/features/shipping/freight-search';

export const Route = createFileRoute('/_authed/_permitted/operation/freightSet')({
  validateSearch: freightListSearch,
  staticData: { title: '运费模板' },
  component: FreightListPage,
});

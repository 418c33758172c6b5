import { createFileRoute } from '@tanstack/react-router';
import { FreightListPage } from '@/features/shipping/freight-list-page';

export const Route = createFileRoute('/_authed/_permitted/operation/freightSet')({
  staticData: { title: '运费模板' },
  component: FreightListPage,
});

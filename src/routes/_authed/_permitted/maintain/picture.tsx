import { createFileRoute } from '@tanstack/react-router';
import { LIBRARY_START, libraryListOptions } from '@/components/material/library-list';
import { MaterialLibrary } from '@/components/material/material-library';
import { prefetch } from '@/components/list/prefetch';

export const Route = createFileRoute('/_authed/_permitted/maintain/picture')({
  loader: () => prefetch(libraryListOptions(LIBRARY_START, 'picture')),
  staticData: { title: '素材管理' },
  component: () => (
    <section className="rounded bg-white p-4 shadow-sm">
      <MaterialLibrary />
    </section>
  ),
});

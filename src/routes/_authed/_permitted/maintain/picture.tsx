import { createFileRoute } from '@tanstack/react-router';
import { MaterialLibrary } from '@/components/material/material-library';

export const Route = createFileRoute('/_authed/_permitted/maintain/picture')({
  staticData: { title: '素材管理' },
  component: () => (
    <section className="rounded bg-white p-4 shadow-sm">
      <MaterialLibrary />
    </section>
  ),
});

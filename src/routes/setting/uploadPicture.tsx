import { createFileRoute } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfirmHost } from '@/components/confirm-dialog';
import { prefetch } from '@/components/list/prefetch';
import { LIBRARY_START, libraryListOptions } from '@/components/material/library-list';
import { MaterialLibrary } from '@/components/material/material-library';
import { requireToken } from '@/features/auth/require-token';
import { queryClient } from '@/lib/query-client';

/** The picture library on its own page, without the console frame (opened in frames and new windows). */
export const Route = createFileRoute('/setting/uploadPicture')({
  beforeLoad: async ({ location, preload, navigate }) => {
    requireToken(location.href);
    const { guardSession } = await import('@/features/auth/guard');
    return guardSession(location, preload, navigate);
  },
  loader: () => prefetch(libraryListOptions(LIBRARY_START, 'picture')),
  staticData: { title: '素材管理' },
  component: () => (
    <QueryClientProvider client={queryClient}>
      <main className="min-h-full bg-white p-4">
        <h1 className="mb-3 text-base font-semibold">素材管理</h1>
        <MaterialLibrary />
      </main>
      <ConfirmHost />
    </QueryClientProvider>
  ),
});

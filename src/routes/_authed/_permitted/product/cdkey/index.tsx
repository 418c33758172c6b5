import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetCdkeyLibraryListQueryOptions } from '@/api/generated/endpoints/cdkey/cdkey';
import { prefetch } from '@/components/list/prefetch';
import { LibraryListPage } from '@/features/cdkey/pages/library-list-page';
import { libraryListParams } from '@/features/cdkey/model/cdkey-queries';
import { cdkeyListDefaults, libraryListSearch } from '@/features/cdkey/model/cdkey-search';

export const Route = createFileRoute('/_authed/_permitted/product/cdkey/')({
  validateSearch: libraryListSearch,
  search: { middlewares: [stripSearchParams(cdkeyListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => prefetch(getGetCdkeyLibraryListQueryOptions(libraryListParams(deps))),
  staticData: { title: '卡密管理' },
  component: LibraryListPage,
});

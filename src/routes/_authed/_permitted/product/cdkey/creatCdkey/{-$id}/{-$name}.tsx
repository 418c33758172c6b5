import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getGetCardSecretListQueryOptions } from '@/api/generated/endpoints/cdkey/cdkey';
import { prefetch } from '@/components/list/prefetch';
import { CardSecretPage } from '@/features/cdkey/pages/card-secret-page';
import { secretListParams } from '@/features/cdkey/model/cdkey-queries';
import { cdkeyListDefaults, libraryIdOf, secretListSearch } from '@/features/cdkey/model/cdkey-search';

// The card secrets of the library in the path; its name rides along for the header (the backend has no call for one library).
export const Route = createFileRoute('/_authed/_permitted/product/cdkey/creatCdkey/{-$id}/{-$name}')({
  validateSearch: secretListSearch,
  search: { middlewares: [stripSearchParams(cdkeyListDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => {
    const libraryId = libraryIdOf(params.id);
    if (libraryId) prefetch(getGetCardSecretListQueryOptions(secretListParams(libraryId, deps)));
  },
  staticData: { title: '卡密添加' },
  component: CardSecretPage,
});

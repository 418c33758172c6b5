import { getCdkeyLibraryListQueryNameMax as nameMax, getCdkeyLibraryListQueryProductNameMax as productNameMax } from '@/api/generated-zod/cdkey/cdkey.zod';
import type { GetCardSecretListParams, GetCdkeyLibraryListParams } from '@/api/generated/model';
import type { LibraryListSearch, SecretListSearch } from './cdkey-search';

/** What the library list asks for: the filters cut to what the API takes (a hand-typed address may be longer). */
export function libraryListParams(search: LibraryListSearch): GetCdkeyLibraryListParams {
  return { page: search.page, limit: search.limit, name: search.name?.slice(0, nameMax), productName: search.productName?.slice(0, productNameMax) };
}

/** What one library's card-secret list asks for. */
export function secretListParams(libraryId: number, search: SecretListSearch): GetCardSecretListParams {
  return { page: search.page, limit: search.limit, libraryId };
}

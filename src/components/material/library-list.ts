import { getGetAttachmentListQueryOptions } from '@/api/generated/endpoints/material/material';
import type { Paging } from '../list/list-search';
import { GRID_SIZE, MEDIA, type Media } from '@/lib/domain/material-rules';

/** Failed list, upload and move calls show no message in the library (SPEC.md §8): the list just stops loading. */
export const silent = { request: { silent: true } };

/** What the library lists of its media: a page of the grid (18) or the list (10), in a category, by name. */
export interface LibrarySearch extends Paging {
  pid: number;
  name?: string;
}

/** The library as it opens: the grid's first page over every category. */
export const LIBRARY_START: LibrarySearch = { page: 1, limit: GRID_SIZE, pid: 0 };

/** The list's call for the media shown (a tab, not a filter of the search). */
export const libraryListOptions = (search: LibrarySearch, media: Media) => getGetAttachmentListQueryOptions({ ...search, attType: MEDIA[media].attType }, silent);

import { DEFAULT_PAGE, idFilter, listSearch, PAGE_SIZES, textFilter } from '@/components/data-table/list-search';

/** 草稿列表 and 过审商品's URL: title search, product id, page and size. Kept apart from the label tables, since route files (first-page bundle) import it. */
export const videoListSearch = listSearch({ search: textFilter, proId: idFilter });
export type VideoListSearch = ReturnType<typeof videoListSearch>;
export const videoListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

import { idFilter, LIST_DEFAULTS, listSearch, textFilter } from '@/components/list/list-search';

/** 草稿列表 and 过审商品's URL: title search, product id, page and size. Kept apart from the label tables, since route files (first-page bundle) import it. */
export const videoListSearch = listSearch({ search: textFilter, proId: idFilter });
export type VideoListSearch = ReturnType<typeof videoListSearch>;
export const videoListDefaults = LIST_DEFAULTS;

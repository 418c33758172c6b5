import { LIST_DEFAULTS, listSearch, textFilter } from '@/components/list/list-search';

/** 卡密管理's URL: page, size, 卡密库名称 and 商品名称 (the product a library serves). */
export const libraryListSearch = listSearch({ name: textFilter, productName: textFilter });
export type LibraryListSearch = ReturnType<typeof libraryListSearch>;

/** 卡密添加's URL: page and size (the library is in the path). */
export const secretListSearch = listSearch({});
export type SecretListSearch = ReturnType<typeof secretListSearch>;

export const cdkeyListDefaults = LIST_DEFAULTS;

/** A library id from the path: a positive whole number, else none (the page then says so). */
export function libraryIdOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

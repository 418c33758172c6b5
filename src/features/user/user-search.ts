import type { GetUserListParams } from '@/api/generated/model';
import { idFilter, LIST_DEFAULTS, listSearch, optionFilter, textFilter } from '@/components/list/list-search';
import { registerTypeOptions, userSearchTypeOptions, userSexOptions } from '@/lib/enums';

/** The user list's URL: page, size and every filter, so a reload or a tab switch keeps them. */
export const userListSearch = listSearch({
  searchType: optionFilter(userSearchTypeOptions),
  content: textFilter,
  registerType: optionFilter(registerTypeOptions),
  sex: optionFilter(userSexOptions),
  dateLimit: textFilter,
  /** The user whose details drawer is open. */
  detail: idFilter,
});

export type UserListSearch = ReturnType<typeof userListSearch>;

export const userListDefaults = LIST_DEFAULTS;

/** What the list asks for: the search without the open drawer, the user search's kind always named. */
export function userListParams(search: UserListSearch): GetUserListParams {
  const { detail: _drawer, ...query } = search;
  return { ...query, searchType: search.searchType ?? 'all' };
}

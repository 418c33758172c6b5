import { z } from 'zod';
import { choiceFilter, DEFAULT_PAGE, PAGE_SIZES, pagingSearch, textFilter } from '@/components/data-table/list-search';

/** The user list's URL: page, size and every filter, so a reload or a tab switch keeps them. */
export const userListSearch = pagingSearch().extend({
  searchType: choiceFilter(['all', 'uid', 'phone', 'nickname']),
  content: textFilter,
  registerType: choiceFilter(['wechat', 'routine', 'h5', 'iosWx', 'androidWx', 'ios']),
  sex: z.coerce.number().pipe(z.literal([0, 1, 2, 3])).optional().catch(undefined),
  dateLimit: textFilter,
  /** The user whose details drawer is open. */
  detail: z.coerce.number().int().positive().optional().catch(undefined),
});

export type UserListSearch = z.infer<typeof userListSearch>;

export const userListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

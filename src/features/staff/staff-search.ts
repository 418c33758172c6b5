import { idFilter, LIST_DEFAULTS, listSearch, optionFilter, textFilter } from '@/components/list/list-search';
import { employeeStatusOptions } from '@/lib/enums';

/** 员工管理's URL: page, size, 员工状态 (0 关闭, 1 开启), 员工搜索 (name or phone) and the user whose details are open. */
export const staffListSearch = listSearch({
  status: optionFilter(employeeStatusOptions),
  keywords: textFilter,
  /** The linked user whose details drawer is open. */
  user: idFilter,
});

export type StaffListSearch = ReturnType<typeof staffListSearch>;

export const staffListDefaults = LIST_DEFAULTS;

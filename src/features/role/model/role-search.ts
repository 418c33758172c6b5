import { DEFAULT_PAGE, idFilter, listSearch, PAGE_SIZES, textFilter, type SearchReader } from '@/components/data-table/list-search';

/** An optional on/off filter (the router reads `true` back as a boolean, a typed address as text). */
const statusFilter: SearchReader<boolean> = (value) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);

/** 身份管理's URL: page, size, 角色昵称 and 状态. */
export const roleListSearch = listSearch({ roleName: textFilter, status: statusFilter });
export type RoleListSearch = ReturnType<typeof roleListSearch>;

/** 管理员列表's URL: page, size, 身份 (a role id), 状态 and 管理搜索 (name or account). */
export const adminListSearch = listSearch({ roles: idFilter, status: statusFilter, realName: textFilter });
export type AdminListSearch = ReturnType<typeof adminListSearch>;

export const roleListDefaults = { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] };

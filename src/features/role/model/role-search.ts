import { booleanFilter, idFilter, LIST_DEFAULTS, listSearch, textFilter } from '@/components/list/list-search';

/** 身份管理's URL: page, size, 角色昵称 and 状态. */
export const roleListSearch = listSearch({ roleName: textFilter, status: booleanFilter });
export type RoleListSearch = ReturnType<typeof roleListSearch>;

/** 管理员列表's URL: page, size, 身份 (a role id), 状态 and 管理搜索 (name or account). */
export const adminListSearch = listSearch({ roles: idFilter, status: booleanFilter, realName: textFilter });
export type AdminListSearch = ReturnType<typeof adminListSearch>;

export const roleListDefaults = LIST_DEFAULTS;

/** What the form does with the activity of the address. */
export type GroupFormMode = 'create' | 'edit' | 'copy' | 'info';

export const GROUP_FORM_TITLES: Record<GroupFormMode, string> = {
  create: '添加拼团活动',
  edit: '编辑拼团活动',
  copy: '复制拼团活动',
  info: '拼团活动详情',
};

/** The form's mode and activity from the address: no (valid) id is a new activity. */
export function groupFormMode(params: { activityId?: string; type?: string }): { mode: GroupFormMode; id: number } {
  const id = Number(params.activityId);
  if (!Number.isInteger(id) || id <= 0) return { mode: 'create', id: 0 };
  if (params.type === 'copy') return { mode: 'copy', id };
  if (params.type === 'info') return { mode: 'info', id };
  return { mode: 'edit', id };
}

/** The activity's details are read fresh each time the form opens (the form and its route's loader alike). */
export const GROUP_INFO_QUERY = { query: { gcTime: 0 } } as const;

/** What the form does with the activity of the address. */
export type GroupFormMode = 'create' | 'edit' | 'copy' | 'info';

/** The address's `type` as the reference console writes it: 1 edits the activity, 2 copies it. */
export const GROUP_FORM_TYPE = { edit: '1', copy: '2' } as const;

// A copy is a new activity: the reference titles it as one.
export const GROUP_FORM_TITLES: Record<GroupFormMode, string> = {
  create: '添加拼团活动',
  edit: '编辑拼团活动',
  copy: '添加拼团活动',
  info: '拼团活动详情',
};

/**
 * The form's mode and activity from the address: no (valid) id is a new activity; with one, type 1 edits it, `info`
 * shows it, and any other type (2, or none) starts a new activity from it, as the reference does.
 */
export function groupFormMode(params: { activityId?: string; type?: string }): { mode: GroupFormMode; id: number } {
  const id = Number(params.activityId);
  if (!Number.isInteger(id) || id <= 0) return { mode: 'create', id: 0 };
  if (params.type === GROUP_FORM_TYPE.edit) return { mode: 'edit', id };
  if (params.type === 'info') return { mode: 'info', id };
  return { mode: 'copy', id };
}

/** The activity's details are read fresh each time the form opens (the form and its route's loader alike). */
export const GROUP_INFO_QUERY = { query: { gcTime: 0 } } as const;

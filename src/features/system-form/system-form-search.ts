import { LIST_DEFAULTS, listSearch } from '@/components/list/list-search';
import type { DesignerType } from '@/lib/system-form-window';

/** The form list's URL: page and size (the reference's list has no filters). */
export const systemFormListSearch = listSearch({});

export type SystemFormListSearch = ReturnType<typeof systemFormListSearch>;

export const systemFormListDefaults = LIST_DEFAULTS;

/** What the designer's address opens: a form (id ≥ 1) to edit or read, or a new one (no id, or 0). */
export interface DesignerTarget {
  id: number;
  type: DesignerType;
}

export function designerTarget(params: { id?: string; type?: string }): DesignerTarget {
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  if (id === 0) return { id, type: 'add' };
  return { id, type: params.type === 'info' ? 'info' : 'edit' };
}

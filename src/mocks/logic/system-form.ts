import type { GetSystemFormPageParams, SystemFormAddRequest } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import { formatDateTime } from './time';

// The store's system forms (系统表单): designed in the form designer, linked to products (关联表单).

export const SYSTEM_FORM_NOT_FOUND = '系统表单不存在';
export const SYSTEM_FORM_NAME_REQUIRED = '标题不能为空';
/** A content that is not a JSON object: the caller's mistake (400), naming the field as the kit's refusals do. */
export const SYSTEM_FORM_VALUE_INVALID = '请求参数 formValue 不是有效的 JSON 对象';

/** Newest first; like the reference, a row carries its id, title and times only (the content comes with the details). */
export const systemFormPage = (q: GetSystemFormPageParams) =>
  pageOf(getDb().systemForms.toSorted((a, b) => b.id - a.id), q, ({ id, formName, createTime, updateTime }) => ({ id, formName, createTime, updateTime }));

export const systemForm = (id: number) => getDb().systemForms.find((f) => f.id === id) ?? fail(400, SYSTEM_FORM_NOT_FOUND);

/** The title (as written: two forms may share one) and the content (a JSON object, or nothing), as the reference keeps them. */
function check(body: SystemFormAddRequest) {
  const formName = body.formName;
  if (!formName.trim()) return fail(400, SYSTEM_FORM_NAME_REQUIRED);
  const text = body.formValue?.trim() ?? '';
  let formValue = '';
  if (text) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return fail(400, SYSTEM_FORM_VALUE_INVALID);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail(400, SYSTEM_FORM_VALUE_INVALID);
    formValue = JSON.stringify(parsed);
  }
  return { formName, formValue, allKeys: body.allKeys?.trim() ?? '' };
}

export function addSystemForm(body: SystemFormAddRequest) {
  const checked = check(body);
  if (isError(checked)) return checked;
  const db = getDb();
  const id = Math.max(0, ...db.systemForms.map((f) => f.id)) + 1;
  const now = formatDateTime(new Date());
  db.systemForms.push({ id, merId: 1, ...checked, status: 1, createTime: now, updateTime: now });
  commit();
  return { id };
}

export function updateSystemForm(body: SystemFormAddRequest) {
  const form = getDb().systemForms.find((f) => f.id === body.id);
  if (!form) return fail(400, SYSTEM_FORM_NOT_FOUND);
  const checked = check(body);
  if (isError(checked)) return checked;
  Object.assign(form, checked, { updateTime: formatDateTime(new Date()) });
  commit();
  return null;
}

/** Deletes a form; the products linked to it are unlinked (their buyers fill in no form any more). */
export function deleteSystemForm(id: number) {
  const db = getDb();
  if (!db.systemForms.some((f) => f.id === id)) return fail(400, SYSTEM_FORM_NOT_FOUND);
  for (const p of db.products) if (p.systemFormId === id) p.systemFormId = 0;
  db.systemForms = db.systemForms.filter((f) => f.id !== id);
  commit();
  return null;
}

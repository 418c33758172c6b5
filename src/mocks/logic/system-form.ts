import type { GetSystemFormPageParams } from '@/api/generated/model';
import { getDb } from '../db';
import { fail, pageOf } from '../lib';

/** The store's system forms (关联表单), newest first. */
export const systemFormPage = (q: GetSystemFormPageParams) => pageOf(getDb().systemForms.toSorted((a, b) => b.id - a.id), q);

export const systemForm = (id: number) => getDb().systemForms.find((f) => f.id === id) ?? fail(500, '系统表单不存在');

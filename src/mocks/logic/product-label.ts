import type { ErrorResult, GetProductLabelListParams, ProductLabelRequest } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import { formatDateTime } from './time';

// The product label API (/admin/merchant/product/label/*) is this console's own: CRMEB keeps labels on the platform side.

export const LABEL_NAME_MAX = 20;
export const LABEL_SORT_MAX = 9999;
export const LABEL_NAME_TAKEN = '标签名称已存在';
export const LABEL_NOT_FOUND = '标签不存在';

function check(body: ProductLabelRequest, self?: number): { name: string; sort: number } | ErrorResult {
  const name = (body.name ?? '').trim();
  if (!name) return fail(400, '请输入标签名称');
  if (name.length > LABEL_NAME_MAX) return fail(400, `标签名称最多${LABEL_NAME_MAX}个字符`);
  const sort = body.sort;
  if (!Number.isInteger(sort) || sort < 0 || sort > LABEL_SORT_MAX) return fail(400, `排序范围为0-${LABEL_SORT_MAX}`);
  if (getDb().labels.some((l) => l.name === name && l.id !== self)) return fail(500, LABEL_NAME_TAKEN);
  return { name, sort };
}

export function labelPage(q: GetProductLabelListParams) {
  const keywords = (q.keywords ?? '').trim();
  const rows = getDb().labels.filter((l) => !keywords || l.name.includes(keywords)).toSorted((a, b) => b.sort - a.sort || a.id - b.id);
  return pageOf(rows, q);
}

export function addLabel(body: ProductLabelRequest) {
  const checked = check(body);
  if (isError(checked)) return checked;
  const db = getDb();
  const id = Math.max(0, ...db.labels.map((l) => l.id)) + 1;
  db.labels.push({ id, ...checked, createTime: formatDateTime(new Date()) });
  commit();
  return null;
}

export function updateLabel(body: ProductLabelRequest) {
  if (!body.id) return fail(400, '标签ID不能为空');
  const label = getDb().labels.find((l) => l.id === body.id);
  if (!label) return fail(500, LABEL_NOT_FOUND);
  const checked = check(body, label.id);
  if (isError(checked)) return checked;
  Object.assign(label, checked);
  commit();
  return null;
}

export function deleteLabel(id: number) {
  const db = getDb();
  if (!db.labels.some((l) => l.id === id)) return fail(500, LABEL_NOT_FOUND);
  db.labels = db.labels.filter((l) => l.id !== id);
  commit();
  return null;
}

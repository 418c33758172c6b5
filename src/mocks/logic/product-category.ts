import type { ErrorResult, MerchantCategory, MerchantCategoryRequest } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { fail, isError } from '../lib';
import { formatDateTime } from './time';

// The store's own product categories (商户商品分类): two levels at most and a name used once in the store, as the
// reference keeps them.

const CATEGORY_NOT_FOUND = '商户商品分类不存在';
const MESSAGES = {
  nameRequired: '分类名称不能为空',
  nameTooLong: '分类名称不能超过100个字符',
  sortRange: '排序必须在0-9999之间',
  parentSelf: '上级分类不能选当前分类',
  tooDeep: '商户商品分类只支持二级分类',
  nameTaken: '分类名称已存在',
  hasChildren: '该分类下有子分类，请先删除子分类',
} as const;
const notFound = () => fail(6203, CATEGORY_NOT_FOUND);
const inUse = () => fail(6204, '商户商品分类已使用');

/** Categories have at most two levels. */
const MAX_LEVEL = 2;

const nextId = (rows: ReadonlyArray<{ id: number }>) => rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;

function find(id: number): MerchantCategory | ErrorResult {
  return getDb().merCategories.find((c) => c.id === id) ?? notFound();
}

/** Level of a category: 1 at the top. */
function levelOf(id: number): number {
  const rows = getDb().merCategories;
  let level = 0;
  let current = rows.find((c) => c.id === id);
  while (current && level <= rows.length) {
    level++;
    const pid = current.pid;
    current = pid === 0 ? undefined : rows.find((c) => c.id === pid);
  }
  return level;
}

/** Levels a category spans with its descendants (1 without children). */
function heightOf(id: number): number {
  const children = getDb().merCategories.filter((c) => c.pid === id);
  return 1 + children.reduce((max, c) => Math.max(max, heightOf(c.id)), 0);
}

/** The category and every category below it. */
function subtreeIds(id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of getDb().merCategories) {
      if (ids.has(c.pid) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Products whose merchant categories (a comma list) include the category. */
const usedByProducts = (id: number) => getDb().products.some((p) => p.cateId.split(',').map(Number).includes(id));

/**
 * The backend's checks of an added or changed category, in its order: a name no other category of the store
 * has, then the parent (there, and at the top). A change of parent is checked as an addition's is; the
 * reference does not check it (it would take its own subtree or a third level).
 */
function validateCategory(body: MerchantCategoryRequest, self?: MerchantCategory): Pick<MerchantCategory, 'pid' | 'name' | 'icon' | 'sort'> | ErrorResult {
  const name = (body.name ?? '').trim();
  if (!name) return fail(400, MESSAGES.nameRequired);
  if (name.length > 100) return fail(400, MESSAGES.nameTooLong);
  if (!Number.isInteger(body.sort) || body.sort < 0 || body.sort > 9999) return fail(400, MESSAGES.sortRange);
  if (name !== self?.name && getDb().merCategories.some((c) => c.name === name && c.id !== self?.id)) return fail(400, MESSAGES.nameTaken);
  const pid = body.pid;
  // A child moved to the top leaves its parent's products without it: refused while a product uses the parent.
  if (self && self.pid !== 0 && pid === 0 && usedByProducts(self.pid)) return inUse();
  if (pid !== 0) {
    if (self && subtreeIds(self.id).has(pid)) return fail(500, MESSAGES.parentSelf);
    if (!getDb().merCategories.some((c) => c.id === pid)) return notFound();
  }
  const height = self ? heightOf(self.id) : 1;
  if ((pid === 0 ? 0 : levelOf(pid)) + height > MAX_LEVEL) return fail(400, MESSAGES.tooDeep);
  return { pid, name, icon: (body.icon ?? '').trim(), sort: body.sort };
}

export function addMerchantCategory(body: MerchantCategoryRequest) {
  const checked = validateCategory(body);
  if (isError(checked)) return checked;
  const db = getDb();
  db.merCategories.push({ id: nextId(db.merCategories), ...checked, isShow: true, createTime: formatDateTime(new Date()) });
  commit();
  return null;
}

export function updateMerchantCategory(body: MerchantCategoryRequest) {
  if (!body.id) return fail(400, '商品分类ID不能为空');
  const category = find(body.id);
  if (isError(category)) return category;
  const checked = validateCategory(body, category);
  if (isError(checked)) return checked;
  Object.assign(category, checked);
  commit();
  return null;
}

export function deleteMerchantCategory(id: number) {
  const category = find(id);
  if (isError(category)) return category;
  const db = getDb();
  if (db.merCategories.some((c) => c.pid === category.id)) return fail(400, MESSAGES.hasChildren);
  if (usedByProducts(category.id)) return inUse();
  db.merCategories = db.merCategories.filter((c) => c.id !== category.id);
  commit();
  return null;
}

/**
 * 显示/隐藏: a top category takes its children along; a child shown shows its hidden parent too (a child
 * hidden leaves its parent as it is).
 */
export function toggleMerchantCategory(id: number) {
  const category = find(id);
  if (isError(category)) return category;
  const db = getDb();
  const shown = !category.isShow;
  if (category.pid !== 0 && shown) {
    const parent = db.merCategories.find((c) => c.id === category.pid);
    if (!parent) return notFound();
    parent.isShow = true;
  }
  category.isShow = shown;
  if (category.pid === 0) for (const child of db.merCategories) if (child.pid === category.id) child.isShow = shown;
  commit();
  return null;
}

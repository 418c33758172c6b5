import type { CategoryRequest, CategoryTreeNode, GetAttachmentListParams, GetCategoryPageParams, GetCategoryTreeParams } from '@/api/generated/model';
import { SNIFF_BYTES, sniffMedia, storedFileName, uploadProblem } from '@/lib/domain/material-rules';
import { DEMO_FILES } from '../assets';
import { commit, getDb } from '../db';
import { fail, pageOf } from '../lib';
import type { DemoCategory } from '../types/material';
import { formatDateTime } from './time';

// 素材: the categories of every type (the attachment folders are type 2) and the uploaded files.

const CATEGORY_NOT_FOUND = '分类不存在';
const notFound = () => fail(7201, CATEGORY_NOT_FOUND);
/** What the reference answers when a delete or move matches no row: its service says false. */
const NOTHING_CHANGED = '系统异常，请稍后重试';

function tree(categories: DemoCategory[], pid: number): CategoryTreeNode[] {
  return categories
    .filter((c) => c.pid === pid)
    .toSorted((a, b) => b.sort - a.sort || a.id - b.id)
    .map((c) => ({ id: c.id, pid: c.pid, name: c.name, type: c.type, status: c.status, sort: c.sort, url: c.url ?? '', extra: c.extra ?? '', childList: tree(categories, c.id) }));
}

/** The category itself and every category below it. */
function subtree(categories: DemoCategory[], id: number): Set<number> {
  const ids = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of categories) if (ids.has(c.pid) && !ids.has(c.id)) grew = ids.add(c.id).size > 0;
  }
  return ids;
}

/** Another category of the same type named so (the store's categories are its own). */
const named = (body: CategoryRequest, self?: number) => getDb().categories.some((c) => c.name === body.name.trim() && c.type === body.type && c.id !== self);

/**
 * The parent must be there and not the category or one below it: the reference checks only that it is not the
 * category itself, and would keep a folder under a missing one or in a loop.
 */
function checkParent(body: CategoryRequest, self?: number) {
  const categories = getDb().categories;
  if (self !== undefined && body.pid === self) return fail(400, '分类的父级不能为自己');
  if (body.pid !== 0 && !categories.some((c) => c.id === body.pid)) return fail(500, '上级分类不存在');
  if (self !== undefined && subtree(categories, self).has(body.pid)) return fail(500, '上级分类不能选当前分类');
  return null;
}

export function categoryTree(q: GetCategoryTreeParams) {
  const status = q.status ?? -1;
  const name = q.name?.trim() ?? '';
  return tree(
    getDb().categories.filter((c) => c.type === q.type && (status === -1 || c.status === (status === 1)) && (!name || c.name.includes(name))),
    0,
  );
}

/** 基础分类分页列表: the categories of every type, by parent, type, state and name, highest sort first (then newest). */
export function categoryPage(q: GetCategoryPageParams) {
  const name = q.name?.trim() ?? '';
  const rows = getDb()
    .categories.filter((c) => (q.pid === undefined || c.pid === q.pid) && (q.type === undefined || c.type === q.type) && (q.status === undefined || q.status < 0 || c.status === (q.status === 1)) && (!name || c.name.includes(name)))
    .toSorted((a, b) => b.sort - a.sort || b.id - a.id);
  return pageOf(rows, q);
}

export const categoryInfo = (id: number) => getDb().categories.find((c) => c.id === id) ?? notFound();

/** The categories of the ids given (a comma list); ids no category has are left out. */
export function categoriesByIds(ids: string) {
  const wanted = new Set(ids.split(',').map((id) => Number(id.trim())));
  return getDb().categories.filter((c) => wanted.has(c.id));
}

export function addCategory(body: CategoryRequest) {
  if (!body.name.trim()) return fail(400, '分类名称必须填写');
  if (named(body)) return fail(400, '此分类已存在');
  const problem = checkParent(body);
  if (problem) return problem;
  const db = getDb();
  const id = Math.max(0, ...db.categories.map((c) => c.id)) + 1;
  db.categories.push({ id, pid: body.pid, name: body.name.trim(), type: body.type, status: body.status, sort: body.sort, url: body.url, extra: body.extra });
  commit();
  return null;
}

/** The category's ancestors, nearest first. */
function ancestors(category: DemoCategory): DemoCategory[] {
  const categories = getDb().categories;
  const found: DemoCategory[] = [];
  for (let parent = categories.find((c) => c.id === category.pid); parent && !found.includes(parent); parent = categories.find((c) => c.id === parent!.pid)) found.push(parent);
  return found;
}

/**
 * Every field is rewritten. A category hidden hides every category below it; one shown shows the categories
 * above it, so a shown folder is never under a hidden one.
 */
export function updateCategory(id: number, body: CategoryRequest) {
  const db = getDb();
  const category = db.categories.find((c) => c.id === id);
  if (!category) return notFound();
  const problem = checkParent(body, id);
  if (problem) return problem;
  if (body.name.trim() !== category.name && named(body, id)) return fail(400, '分类名称重复');
  Object.assign(category, { pid: body.pid, name: body.name.trim(), type: body.type, status: body.status, sort: body.sort, url: body.url ?? '', extra: body.extra ?? '' });
  if (body.status) for (const parent of ancestors(category)) parent.status = true;
  else for (const c of db.categories) if (c.id !== id && subtree(db.categories, id).has(c.id)) c.status = false;
  commit();
  return null;
}

/** A folder shown becomes hidden and back (the reference's updateStatus: the one folder alone). */
export function toggleCategoryStatus(id: number) {
  const category = getDb().categories.find((c) => c.id === id);
  if (!category) return notFound();
  category.status = !category.status;
  commit();
  return null;
}

/** A folder goes once it is empty of folders; its files stay where they were, and show under 全部图片. */
export function deleteCategory(id: number) {
  const db = getDb();
  if (db.categories.some((c) => c.pid === id)) return fail(400, '当前分类下有子类，请先删除子类！');
  if (!db.categories.some((c) => c.id === id)) return notFound();
  db.categories = db.categories.filter((c) => c.id !== id);
  commit();
  return null;
}

export function attachmentPage(q: GetAttachmentListParams) {
  const db = getDb();
  const pid = q.pid ?? 0;
  const inFolder = pid > 0 ? subtree(db.categories, pid) : null;
  const types = (q.attType ?? '').split(',').filter(Boolean).map((t) => t.toLowerCase());
  const name = q.name?.trim() ?? '';
  const rows = db.attachments
    .filter((a) => !inFolder || inFolder.has(a.pid))
    .filter((a) => types.length === 0 || types.includes(a.attType.toLowerCase()))
    .filter((a) => !name || a.name.includes(name))
    .toSorted((a, b) => b.attId - a.attId);
  return pageOf(rows, q);
}

const ids = (text: string) => text.split(',').map(Number);

/** Deletes the store's files among those named; naming none of them is the reference's failed delete. */
export function deleteAttachments(list: string) {
  const gone = new Set(ids(list));
  const db = getDb();
  if (!db.attachments.some((a) => gone.has(a.attId))) return fail(500, NOTHING_CHANGED);
  db.attachments = db.attachments.filter((a) => !gone.has(a.attId));
  commit();
  return null;
}

/** Moves files into a folder (one that is there: the reference does not check it); naming none of them is a failed move. */
export function moveAttachments(pid: number, list: string) {
  const db = getDb();
  if (pid !== 0 && !db.categories.some((c) => c.id === pid)) return notFound();
  const moving = new Set(ids(list));
  const files = db.attachments.filter((a) => moving.has(a.attId));
  if (files.length === 0) return fail(500, NOTHING_CHANGED);
  for (const a of files) a.pid = pid;
  commit();
  return null;
}

async function toDataUrl(file: File, type: string) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * Stores an uploaded file in the library so it shows after a reload. Its name, size and content are
 * checked as the console checks them; it is kept with the type its content shows, never the declared one.
 */
export async function upload(form: FormData, pid: number, kind: 'image' | 'file') {
  const file = form.get('multipart');
  if (!(file instanceof File)) return fail(400, '请选择要上传的文件');
  const media = kind === 'image' ? 'picture' : 'video';
  const problem = await uploadProblem(file, media);
  if (problem) return fail(400, problem);
  const sniffed = sniffMedia(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  const type = sniffed?.type ?? 'application/octet-stream';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const db = getDb();
  const attId = Math.max(0, ...db.attachments.map((a) => a.attId)) + 1;
  const attType = kind === 'image' ? extension : 'video/mp4';
  const name = storedFileName(file.name, extension);
  // Kept in the store and served at a short address, as the real backend's uploads are.
  const address = `${DEMO_FILES}upload/${attId}.${extension || 'bin'}`;
  db.files[address] = await toDataUrl(file, type);
  db.attachments.push({ attId, name, attDir: address, sattDir: address, attSize: String(file.size), attType, pid: db.categories.some((c) => c.id === pid) ? pid : 0, imageType: 1, createTime: formatDateTime(new Date()) });
  commit();
  return { fileName: name, extName: extension, fileSize: file.size, url: address, type };
}

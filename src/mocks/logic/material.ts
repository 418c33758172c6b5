import type { CategoryRequest, CategoryTreeNode, GetAttachmentListParams, GetCategoryTreeParams } from '@/api/generated/model';
import { SNIFF_BYTES, sniffMedia, uploadProblem } from '@/lib/domain/material-rules';
import { DEMO_FILES } from '../assets';
import { commit, getDb } from '../db';
import { fail, pageOf } from '../lib';
import type { DemoCategory } from '../seed/material';
import { formatDateTime } from './time';

// 素材: the categories of every type (the attachment folders are type 2) and the uploaded files.

const CATEGORY_NOT_FOUND = '分类不存在';

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

function checkCategory(body: CategoryRequest, self?: number) {
  const categories = getDb().categories;
  if (!body.name.trim()) return fail(400, '请输入分类名称');
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

export function addCategory(body: CategoryRequest) {
  const problem = checkCategory(body);
  if (problem) return problem;
  const db = getDb();
  const id = Math.max(0, ...db.categories.map((c) => c.id)) + 1;
  db.categories.push({ id, pid: body.pid, name: body.name.trim(), type: body.type, status: body.status, sort: body.sort, url: body.url, extra: body.extra });
  commit();
  return null;
}

export function updateCategory(id: number, body: CategoryRequest) {
  const category = getDb().categories.find((c) => c.id === id);
  if (!category) return fail(500, CATEGORY_NOT_FOUND);
  const problem = checkCategory(body, id);
  if (problem) return problem;
  Object.assign(category, { pid: body.pid, name: body.name.trim(), status: body.status, sort: body.sort });
  commit();
  return null;
}

/** A folder shown becomes hidden and back (the reference's updateStatus). */
export function toggleCategoryStatus(id: number) {
  const category = getDb().categories.find((c) => c.id === id);
  if (!category) return fail(500, CATEGORY_NOT_FOUND);
  category.status = !category.status;
  commit();
  return null;
}

/** A folder goes once it is empty of folders; its files move to the top. */
export function deleteCategory(id: number) {
  const db = getDb();
  if (!db.categories.some((c) => c.id === id)) return fail(500, CATEGORY_NOT_FOUND);
  if (db.categories.some((c) => c.pid === id)) return fail(500, '请先删除子分类');
  db.categories = db.categories.filter((c) => c.id !== id);
  for (const a of db.attachments) if (a.pid === id) a.pid = 0;
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

export function deleteAttachments(list: string) {
  const gone = new Set(ids(list));
  const db = getDb();
  db.attachments = db.attachments.filter((a) => !gone.has(a.attId));
  commit();
  return null;
}

export function moveAttachments(pid: number, list: string) {
  const db = getDb();
  if (pid !== 0 && !db.categories.some((c) => c.id === pid)) return fail(500, CATEGORY_NOT_FOUND);
  const moving = new Set(ids(list));
  for (const a of db.attachments) if (moving.has(a.attId)) a.pid = pid;
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
  // Kept in the store and served at a short address, as the real backend's uploads are.
  const address = `${DEMO_FILES}upload/${attId}.${extension || 'bin'}`;
  db.files[address] = await toDataUrl(file, type);
  db.attachments.push({ attId, name: file.name, attDir: address, sattDir: address, attSize: String(file.size), attType, pid: db.categories.some((c) => c.id === pid) ? pid : 0, imageType: 1, createTime: formatDateTime(new Date()) });
  commit();
  return { fileName: file.name, extName: extension, fileSize: file.size, url: address, type };
}

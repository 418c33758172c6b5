import {
  getDeleteAttachmentsMockHandler,
  getDeleteCategoryMockHandler,
  getGetAttachmentListMockHandler,
  getGetCategoryTreeMockHandler,
  getMoveAttachmentsMockHandler,
  getSaveCategoryMockHandler,
  getUpdateCategoryMockHandler,
  getUploadFileMockHandler,
  getUploadImageMockHandler,
} from '@/api/generated/endpoints/material/material.msw';
import type { AttachmentDeleteRequest, AttachmentMoveRequest, CategoryRequest, CategoryTreeNode } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { authorize, fail, isError, ok, paginate, persisted } from '../lib';
import { formatDateTime } from '../seed/random';
import { DEMO_FILES } from '../assets';
import type { DemoCategory } from '../seed/material';
import { isImageFile, WRONG_IMAGE_TYPE } from '@/lib/domain/material-rules';


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
  return undefined;
}

const ids = (text: string) => text.split(',').map(Number);

async function toDataUrl(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** Stores an uploaded file in the library so it shows after a reload. */
async function store(request: Request, kind: 'image' | 'file') {
  const url = new URL(request.url);
  const pid = Number(url.searchParams.get('pid') ?? 0);
  const form = await request.formData();
  const file = form.get('multipart');
  if (!(file instanceof File)) return fail(400, '请选择要上传的文件');
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (kind === 'image' && !isImageFile(file.name)) return fail(400, WRONG_IMAGE_TYPE);
  if (kind === 'file' && file.type !== 'video/mp4') return fail(400, '视频类型必须是.mp4');
  const db = getDb();
  const attId = Math.max(0, ...db.attachments.map((a) => a.attId)) + 1;
  const attType = kind === 'image' ? extension : 'video/mp4';
  // Kept in the store and served at a short address, as the real backend's uploads are.
  const address = `${DEMO_FILES}upload/${attId}.${extension || 'bin'}`;
  db.files[address] = await toDataUrl(file);
  db.attachments.push({ attId, name: file.name, attDir: address, sattDir: address, attSize: String(file.size), attType, pid: db.categories.some((c) => c.id === pid) ? pid : 0, imageType: 1, createTime: formatDateTime(new Date()) });
  commit();
  return ok({ fileName: file.name, extName: extension, fileSize: file.size, url: address, type: file.type });
}

export const materialHandlers = [
  getGetCategoryTreeMockHandler(
    persisted(({ request }) => {
      const account = authorize(request, 'merchant:category:list:tree');
      if (isError(account)) return account;
      const q = new URL(request.url).searchParams;
      const type = Number(q.get('type'));
      const status = Number(q.get('status') ?? -1);
      const name = q.get('name')?.trim() ?? '';
      const categories = getDb().categories.filter((c) => c.type === type && (status === -1 || c.status === (status === 1)) && (!name || c.name.includes(name)));
      return ok(tree(categories, 0));
    }),
  ),
  getSaveCategoryMockHandler(
    persisted(async ({ request }) => {
      const account = authorize(request, 'merchant:category:save');
      if (isError(account)) return account;
      const body = (await request.json()) as CategoryRequest;
      const problem = checkCategory(body);
      if (problem) return problem;
      const db = getDb();
      const id = Math.max(0, ...db.categories.map((c) => c.id)) + 1;
      db.categories.push({ id, pid: body.pid, name: body.name.trim(), type: body.type, status: body.status, sort: body.sort, url: body.url, extra: body.extra });
      commit();
      return ok(null);
    }),
  ),
  getUpdateCategoryMockHandler(
    persisted(async ({ request, params }) => {
      const account = authorize(request, 'merchant:category:update');
      if (isError(account)) return account;
      const id = Number(params.id);
      const category = getDb().categories.find((c) => c.id === id);
      if (!category) return fail(500, '分类不存在');
      const body = (await request.json()) as CategoryRequest;
      const problem = checkCategory(body, id);
      if (problem) return problem;
      Object.assign(category, { pid: body.pid, name: body.name.trim(), status: body.status, sort: body.sort });
      commit();
      return ok(null);
    }),
  ),
  getDeleteCategoryMockHandler(
    persisted(({ request, params }) => {
      const account = authorize(request, 'merchant:category:delete');
      if (isError(account)) return account;
      const db = getDb();
      const id = Number(params.id);
      if (!db.categories.some((c) => c.id === id)) return fail(500, '分类不存在');
      if (db.categories.some((c) => c.pid === id)) return fail(500, '请先删除子分类');
      db.categories = db.categories.filter((c) => c.id !== id);
      for (const a of db.attachments) if (a.pid === id) a.pid = 0;
      commit();
      return ok(null);
    }),
  ),
  getGetAttachmentListMockHandler(
    persisted(({ request }) => {
      const account = authorize(request, 'merchant:attachment:list');
      if (isError(account)) return account;
      const url = new URL(request.url);
      const q = url.searchParams;
      const db = getDb();
      const pid = Number(q.get('pid') ?? 0);
      const inFolder = pid > 0 ? subtree(db.categories, pid) : null;
      const types = (q.get('attType') ?? '').split(',').filter(Boolean).map((t) => t.toLowerCase());
      const name = q.get('name')?.trim() ?? '';
      const rows = db.attachments
        .filter((a) => !inFolder || inFolder.has(a.pid))
        .filter((a) => types.length === 0 || types.includes(a.attType.toLowerCase()))
        .filter((a) => !name || a.name.includes(name))
        .toSorted((a, b) => b.attId - a.attId);
      return ok(paginate(rows, url, 20));
    }),
  ),
  getDeleteAttachmentsMockHandler(
    persisted(async ({ request }) => {
      const account = authorize(request, 'merchant:attachment:delete');
      if (isError(account)) return account;
      const gone = new Set(ids(((await request.json()) as AttachmentDeleteRequest).ids));
      const db = getDb();
      db.attachments = db.attachments.filter((a) => !gone.has(a.attId));
      commit();
      return ok(null);
    }),
  ),
  getMoveAttachmentsMockHandler(
    persisted(async ({ request }) => {
      const account = authorize(request, 'merchant:attachment:move');
      if (isError(account)) return account;
      const body = (await request.json()) as AttachmentMoveRequest;
      const db = getDb();
      if (body.pid !== 0 && !db.categories.some((c) => c.id === body.pid)) return fail(500, '分类不存在');
      const moving = new Set(ids(body.attrId));
      for (const a of db.attachments) if (moving.has(a.attId)) a.pid = body.pid;
      commit();
      return ok(null);
    }),
  ),
  getUploadImageMockHandler(
    persisted(({ request }) => {
      const account = authorize(request, 'merchant:upload:image');
      return isError(account) ? account : store(request, 'image');
    }),
  ),
  getUploadFileMockHandler(
    persisted(({ request }) => {
      const account = authorize(request, 'merchant:upload:file');
      return isError(account) ? account : store(request, 'file');
    }),
  ),
];

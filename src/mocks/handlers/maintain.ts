import type { HttpHandler } from 'msw';
import { getGetExportListMockHandler } from '@/api/generated/endpoints/export/export.msw';
import {
  getDeleteMerchantExpressMockHandler,
  getGetMerchantExpressPageMockHandler,
  getGetPlatformExpressListMockHandler,
  getRelateExpressMockHandler,
  getToggleExpressDefaultMockHandler,
  getToggleExpressOpenMockHandler,
} from '@/api/generated/endpoints/express/express.msw';
import { getGetSensitiveLogListMockHandler } from '@/api/generated/endpoints/log/log.msw';
import type { ExportFile, ExportType, MerchantExpress, MerchantRelateExpressRequest } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { authorize, fail, isError, ok, paginate, pathId, persisted } from '../lib';
import type { DemoAccount } from '../seed/accounts';
import { exportFileName, fromBase64, toBase64, XLSX_TYPE, type DemoExportFile } from '../seed/maintain';
import { PLATFORM_EXPRESSES } from '../seed/orders';
import { formatDateTime } from '../seed/random';

/**
 * Keeps what an export wrote in the 数据导出 list, downloadable by its file name until fetched with
 * delete; answers the name (made unique when two exports fall in the same second).
 */
export function recordExport(account: DemoAccount, type: ExportType, bytes: Uint8Array): string {
  const db = getDb();
  const now = new Date();
  const base = exportFileName(type, now);
  let fileName = base;
  for (let n = 2; db.exportFiles.some((f) => f.fileName === fileName); n += 1) fileName = base.replace(/\.xlsx$/, `_${n}.xlsx`);
  db.exportFiles.push({
    id: db.exportFiles.reduce((max, f) => Math.max(max, f.id), 0) + 1,
    fileName,
    type,
    adminName: account.realName,
    status: 1,
    createTime: formatDateTime(now),
    content: toBase64(bytes),
  });
  commit();
  return fileName;
}

/** An export's file for /common/download; with `remove` it is gone afterwards and the list says 已过期. */
export function openExport(fileName: string, remove: boolean): { bytes: Uint8Array<ArrayBuffer>; type: string } | null {
  const file = getDb().exportFiles.find((f) => f.fileName === fileName);
  if (!file?.content) return null;
  const bytes = fromBase64(file.content);
  if (remove) {
    delete file.content;
    file.status = 2;
    commit();
  }
  return { bytes, type: XLSX_TYPE };
}

const toExportFile = ({ content: _c, ...file }: DemoExportFile): ExportFile => file;

const NOT_LINKED = '物流公司不存在';

const linked = (id: number) => getDb().expresses.find((e) => e.id === id);

const matches = (e: { name: string; code: string }, keywords: string) => !keywords || e.name.includes(keywords) || e.code.toLowerCase().includes(keywords.toLowerCase());

const keywordsOf = (url: URL) => (url.searchParams.get('keywords') ?? '').trim();

export const maintainHandlers: HttpHandler[] = [
  getGetExportListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:export:list');
    if (isError(account)) return account;
    const url = new URL(request.url);
    const type = url.searchParams.get('type');
    const rows = getDb()
      .exportFiles.filter((f) => !type || f.type === type)
      .toSorted((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
    const page = paginate(rows, url);
    return ok({ ...page, list: page.list.map(toExportFile) });
  })),
  getGetSensitiveLogListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:log:sensitive:list');
    if (isError(account)) return account;
    const rows = getDb().sensitiveLogs.toSorted((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
    return ok(paginate(rows, new URL(request.url)));
  })),
  getGetMerchantExpressPageMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:express:search:page');
    if (isError(account)) return account;
    const url = new URL(request.url);
    const keywords = keywordsOf(url);
    const open = url.searchParams.get('openStatus');
    const rows: MerchantExpress[] = getDb().expresses.filter((e) => matches(e, keywords) && (open === null || open === '' || e.isOpen === (open === 'true')));
    return ok(paginate(rows.toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id), url));
  })),
  getGetPlatformExpressListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:express:list');
    if (isError(account)) return account;
    const url = new URL(request.url);
    const keywords = keywordsOf(url);
    const taken = new Set(getDb().expresses.map((e) => e.expressId));
    const rows = PLATFORM_EXPRESSES.filter((e) => e.isShow && matches(e, keywords)).toSorted((a, b) => b.sort - a.sort || a.id - b.id);
    const page = paginate(rows, url);
    return ok({ ...page, list: page.list.map((e) => ({ ...e, related: taken.has(e.id) })) });
  })),
  getRelateExpressMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:express:relate');
    if (isError(account)) return account;
    const body = (await request.json()) as MerchantRelateExpressRequest;
    const db = getDb();
    const express = PLATFORM_EXPRESSES.find((e) => e.id === body.expressId && e.isShow);
    if (!express) return fail(500, NOT_LINKED);
    if (db.expresses.some((e) => e.expressId === express.id)) return fail(500, '该物流公司已关联');
    db.expresses.push({
      id: db.expresses.reduce((max, e) => Math.max(max, e.id), 0) + 1,
      expressId: express.id,
      code: express.code,
      name: express.name,
      isDefault: false,
      isOpen: true,
      createTime: formatDateTime(new Date()),
    });
    commit();
    return ok(null);
  })),
  getToggleExpressOpenMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:express:open:switch');
    if (isError(account)) return account;
    const express = linked(pathId(params));
    if (!express) return fail(500, NOT_LINKED);
    // The ship dialog preselects the default carrier, so it has to stay usable.
    if (express.isOpen && express.isDefault) return fail(500, '默认物流公司不能关闭，请先取消默认');
    express.isOpen = !express.isOpen;
    commit();
    return ok(null);
  })),
  getToggleExpressDefaultMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:express:default:switch');
    if (isError(account)) return account;
    const db = getDb();
    const express = linked(pathId(params));
    if (!express) return fail(500, NOT_LINKED);
    if (express.isDefault) {
      express.isDefault = false;
    } else {
      if (!express.isOpen) return fail(500, '请先开启该物流公司');
      for (const e of db.expresses) e.isDefault = e === express;
    }
    commit();
    return ok(null);
  })),
  getDeleteMerchantExpressMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:express:delete');
    if (isError(account)) return account;
    const db = getDb();
    const express = linked(pathId(params));
    if (!express) return fail(500, NOT_LINKED);
    if (express.isDefault) return fail(500, '默认物流公司不能删除，请先取消默认');
    db.expresses = db.expresses.filter((e) => e !== express);
    commit();
    return ok(null);
  })),
];

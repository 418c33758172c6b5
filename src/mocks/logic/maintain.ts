import type { Express, ExportFile, ExportType, GetExportListParams, GetExpressListType, GetMerchantExpressPageParams, GetPlatformExpressListParams, GetSensitiveLogListParams, PlatformExpress } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { fail, holds, pageOf } from '../lib';
import type { DemoAccount } from '../types/accounts';
import type { DemoExportFile } from '../types/maintain';
import { formatDateTime } from './time';
import { fromBase64, toBase64 } from '@/lib/base64';
import { PLATFORM_EXPRESSES } from './expresses';
import { exportFileName } from './numbers';

// 维护: the files exports wrote (数据导出), the sensitive-operation log, and the carriers the store links.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

/**
 * Who may download an export's file: the list of exports, or the export that writes that kind. The file
 * names say when they were written, to the second, so a name is easily guessed and proves nothing.
 */
const EXPORT_READERS: Readonly<Record<ExportType, readonly string[]>> = {
  order: ['merchant:export:list', 'merchant:export:order:excel'],
  product: ['merchant:export:list', 'merchant:export:product:excel'],
};
export const ANY_EXPORT_READER = [...new Set(Object.values(EXPORT_READERS).flat())];

/**
 * An export's file for /common/download, for an account allowed to read its kind (another kind's file is
 * not there for it); with `remove` it is gone afterwards and the list says 已过期.
 */
export function openExport(account: DemoAccount, fileName: string, remove: boolean): { bytes: Uint8Array<ArrayBuffer>; type: string } | null {
  const file = getDb().exportFiles.find((f) => f.fileName === fileName);
  if (!file?.content || !holds(account, EXPORT_READERS[file.type])) return null;
  const bytes = fromBase64(file.content);
  if (remove) {
    delete file.content;
    file.status = 2;
    commit();
  }
  return { bytes, type: XLSX_TYPE };
}

const toExportFile = ({ content: _c, ...file }: DemoExportFile): ExportFile => file;

export function exportPage(q: GetExportListParams) {
  const rows = getDb()
    .exportFiles.filter((f) => !q.type || f.type === q.type)
    .toSorted((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
  return pageOf(rows, q, toExportFile);
}

export const sensitiveLogPage = (q: GetSensitiveLogListParams) => pageOf(getDb().sensitiveLogs.toSorted((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id), q);

/** A link of the store's the reference cannot find (MerchantResultCode.MERCHANT_EXPRESS_NOT_EXIST). */
const notLinked = () => fail(4801, '商户物流公司不存在');

const linked = (id: number) => getDb().expresses.find((e) => e.id === id);

const matches = (e: { name: string; code: string }, keywords: string | undefined) => {
  const text = (keywords ?? '').trim();
  return !text || e.name.includes(text) || e.code.toLowerCase().includes(text.toLowerCase());
};

export function linkedExpressPage(q: GetMerchantExpressPageParams) {
  const rows = getDb().expresses.filter((e) => matches(e, q.keywords) && (q.openStatus === undefined || e.isOpen === q.openStatus));
  return pageOf(rows.toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id), q);
}

const bySort = (a: PlatformExpress, b: PlatformExpress) => b.sort - a.sort || a.id - b.id;

/** 物流公司 (read only): every carrier of the platform, shown to the stores or not. */
export function platformExpressPage(q: GetPlatformExpressListParams) {
  const taken = new Set(getDb().expresses.map((e) => e.expressId));
  const rows = PLATFORM_EXPRESSES.filter((e) => matches(e, q.keywords)).toSorted(bySort);
  return pageOf(rows, q, (e) => ({ ...e, related: taken.has(e.id) }));
}

/**
 * `express/all`: the carriers the platform shows to its stores (the reference's `findAll(type)`), the
 * ones a store may link; every demo carrier prints electronic waybills, so `elec` gives the same.
 */
export function allExpresses(_type: GetExpressListType): Express[] {
  return PLATFORM_EXPRESSES.filter((e) => e.isShow)
    .toSorted(bySort)
    .map(({ id, code, name, sort, isShow }) => ({ id, code, name, sort, isShow, status: true, partnerId: false, partnerKey: false, net: false }));
}

export function relateExpress(expressId: number) {
  const db = getDb();
  const express = PLATFORM_EXPRESSES.find((e) => e.id === expressId && e.isShow);
  if (!express) return fail(7905, '快递公司不存在');
  if (db.expresses.some((e) => e.expressId === express.id)) return fail(400, '已关联此物流公司');
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
  return null;
}

/** Switches a link on or off; the default one too (the ship dialog then preselects nothing). */
export function toggleExpressOpen(id: number) {
  const express = linked(id);
  if (!express) return notLinked();
  express.isOpen = !express.isOpen;
  commit();
  return null;
}

/** Makes a link the store's one default, or no longer the default; a switched-off link may be the default. */
export function toggleExpressDefault(id: number) {
  const db = getDb();
  const express = linked(id);
  if (!express) return notLinked();
  if (express.isDefault) {
    express.isDefault = false;
  } else {
    for (const e of db.expresses) e.isDefault = e === express;
  }
  commit();
  return null;
}

/** Unlinks a carrier, the default one too; it may be linked again. */
export function unlinkExpress(id: number) {
  const db = getDb();
  const express = linked(id);
  if (!express) return notLinked();
  db.expresses = db.expresses.filter((e) => e !== express);
  commit();
  return null;
}

import type { CardSecretAddRequest, CardSecretSaveRequest, CdkeyLibrarySaveRequest, ErrorResult, GetCardSecretListParams, GetCdkeyLibraryListParams } from '@/api/generated/model';
import {
  saveCardSecretsBodyCsListItemCardNumberMax as CARD_MAX,
  saveCardSecretsBodyCsListItemSecretNumMax as SECRET_MAX,
  saveCardSecretsBodyCsListMax as ROWS_MAX,
} from '@/api/generated-zod/cdkey/cdkey.zod';
import { unzipSync, zipSync } from 'fflate';
import { CARD_SECRET_COLUMNS } from '@/lib/domain/card-secret';
import { holdsNonXml } from '@/lib/xml-text';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import type { DemoCardSecret } from '../types/cdkey';
import type { DemoCdkeyLibrary } from '../types/products';
import { formatDateTime } from './time';

// Card-secret libraries (卡密库) and their card secrets, as the reference backend's CdkeyLibraryService and
// CardSecretService keep them. A library's counts are always counted from its card secrets.

const MER_ID = 1;

// The reference backend's words (ProductResultCode 63xx, and its validation answers).
export const LIBRARY_NOT_FOUND = '商品卡密库不存在';
export const LIBRARY_NAME_TAKEN = '卡密库名称已存在';
export const SECRET_NOT_FOUND = '商品卡密不存在';
export const CARD_TAKEN = '卡号重复';
export const NOT_XLSX = '请提交正确的excel文件：只支持 .xlsx 格式的 Excel 文件，可先下载模板再填写';
export const NO_ROWS = '导入文件中没有卡密数据，请在模板的「卡号」「密码」两列下逐行填写后重新导入';

/** How many rows or card numbers a refusal names before it says 等 N 个. */
const NAMED = 5;

/** Sold card secrets and all card secrets, by library. */
function countsByLibrary() {
  const counts = new Map<number, { used: number; total: number }>();
  for (const s of getDb().cardSecrets) {
    const c = counts.get(s.libraryId) ?? { used: 0, total: 0 };
    c.total += 1;
    if (s.isUse) c.used += 1;
    counts.set(s.libraryId, c);
  }
  return counts;
}

/** The unsold card secrets of each library: the stock of the product SKU that draws on it. */
export function unusedByLibrary(): Map<number, number> {
  return new Map([...countsByLibrary()].map(([id, c]) => [id, c.total - c.used]));
}

/** The product SKU each bound library serves (a library serves one SKU at most). */
function bindings() {
  const bound = new Map<number, { productName: string; sku: string }>();
  for (const p of getDb().products) for (const v of p.attrValue) if (v.cdkeyId && !bound.has(v.cdkeyId)) bound.set(v.cdkeyId, { productName: p.name, sku: v.sku ?? '' });
  return bound;
}

const findLibrary = (id: number) => getDb().cdkeyLibraries.find((l) => l.id === id);

export function libraryPage(q: GetCdkeyLibraryListParams) {
  const name = String(q.name ?? '').trim();
  const productName = String(q.productName ?? '').trim();
  const bound = bindings();
  const counts = countsByLibrary();
  const rows = getDb()
    .cdkeyLibraries.filter((l) => (!name || l.name.includes(name)) && (!productName || (bound.get(l.id)?.productName.includes(productName) ?? false)))
    .toSorted((a, b) => b.id - a.id);
  return pageOf(rows, q, (l: DemoCdkeyLibrary) => {
    const c = counts.get(l.id) ?? { used: 0, total: 0 };
    const product = bound.get(l.id);
    // As the reference answers an unbound library: the product's name and its SKU's empty.
    return { id: l.id, name: l.name, remark: l.remark, usedNum: c.used, totalNum: c.total, createTime: l.createTime, productName: product?.productName ?? '', productAttrValueName: product?.sku ?? '' };
  });
}

function checkLibrary(body: CdkeyLibrarySaveRequest, self?: number): { name: string; remark: string } | ErrorResult {
  const name = body.name.trim();
  if (!name) return fail(400, '请输入卡密库名称');
  if (getDb().cdkeyLibraries.some((l) => l.name === name && l.id !== self)) return fail(400, LIBRARY_NAME_TAKEN);
  return { name, remark: (body.remark ?? '').trim() };
}

export function addLibrary(body: CdkeyLibrarySaveRequest) {
  const checked = checkLibrary(body);
  if (isError(checked)) return checked;
  const db = getDb();
  const id = Math.max(0, ...db.cdkeyLibraries.map((l) => l.id)) + 1;
  db.cdkeyLibraries.push({ id, ...checked, createTime: formatDateTime(new Date()) });
  commit();
  return null;
}

export function updateLibrary(body: CdkeyLibrarySaveRequest) {
  if (!body.id) return fail(400, '请选择要修改的卡密库');
  const library = findLibrary(body.id);
  if (!library) return fail(6301, LIBRARY_NOT_FOUND);
  const checked = checkLibrary(body, library.id);
  if (isError(checked)) return checked;
  Object.assign(library, checked);
  commit();
  return null;
}

/**
 * Deletes a library with its card secrets, as the reference does even when a product's SKU draws on it: that
 * SKU keeps the library's id and its stock.
 */
export function deleteLibrary(id: number) {
  const db = getDb();
  if (!findLibrary(id)) return fail(6301, LIBRARY_NOT_FOUND);
  db.cdkeyLibraries = db.cdkeyLibraries.filter((l) => l.id !== id);
  db.cardSecrets = db.cardSecrets.filter((s) => s.libraryId !== id);
  commit();
  return null;
}

const toCardSecret = (s: DemoCardSecret) => ({ ...s, merId: MER_ID, isDel: false });

/** A library's card secrets: unsold first, then the newest. */
export function secretPage(q: GetCardSecretListParams) {
  if (!findLibrary(q.libraryId)) return fail(6301, LIBRARY_NOT_FOUND);
  const rows = getDb()
    .cardSecrets.filter((s) => s.libraryId === q.libraryId)
    .toSorted((a, b) => Number(a.isUse) - Number(b.isUse) || b.id - a.id);
  return pageOf(rows, q, toCardSecret);
}

/** Some items named, and how many more: A、B、C等 12 个. */
function named(items: readonly string[], unit: string) {
  const shown = items.slice(0, NAMED).join('、');
  return items.length > NAMED ? `${shown}等 ${items.length} ${unit}` : shown;
}

/** The card numbers of a library. */
const cardsOf = (libraryId: number) => new Set(getDb().cardSecrets.filter((s) => s.libraryId === libraryId).map((s) => s.cardNumber));

/** Card numbers given more than once, each once. */
function repeated(cards: readonly string[]) {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const c of cards) if (seen.has(c)) twice.add(c);
  else seen.add(c);
  return [...twice];
}

/**
 * The SKU drawing on a library sells what the library has left: after card secrets come or go, its stock,
 * and its product's, are the library's unsold card secrets (the reference backend adds and subtracts them alike).
 */
function syncBoundStock(libraryIds: Iterable<number>) {
  const unused = unusedByLibrary();
  for (const libraryId of new Set(libraryIds)) {
    for (const p of getDb().products) {
      const sku = p.attrValue.find((v) => v.cdkeyId === libraryId);
      if (!sku) continue;
      sku.stock = unused.get(libraryId) ?? 0;
      p.stock = p.attrValue.reduce((n, v) => n + v.stock, 0);
    }
  }
}

function store(libraryId: number, pairs: ReadonlyArray<{ cardNumber: string; secretNum: string }>) {
  const db = getDb();
  // Imports make long lists: no spread of every id into Math.max.
  let id = db.cardSecrets.reduce((max, s) => Math.max(max, s.id), 0);
  const createTime = formatDateTime(new Date());
  for (const { cardNumber, secretNum } of pairs) db.cardSecrets.push({ id: (id += 1), libraryId, cardNumber, secretNum, isUse: false, createTime });
  syncBoundStock([libraryId]);
  commit();
}

export function addSecrets(body: CardSecretAddRequest) {
  if (!findLibrary(body.libraryId)) return fail(6301, LIBRARY_NOT_FOUND);
  const pairs = body.csList.map((cs) => ({ cardNumber: cs.cardNumber.trim(), secretNum: cs.secretNum.trim() }));
  if (pairs.some((p) => !p.cardNumber || !p.secretNum)) return fail(400, '卡号和密码不能为空');
  const twice = repeated(pairs.map((p) => p.cardNumber));
  if (twice.length > 0) return fail(400, `添加数据中有重复卡号：${named(twice, '个')}`);
  const existing = cardsOf(body.libraryId);
  const taken = pairs.map((p) => p.cardNumber).filter((c) => existing.has(c));
  if (taken.length > 0) return fail(400, `${CARD_TAKEN}：${named(taken, '个')}已在卡密库中`);
  store(body.libraryId, pairs);
  return null;
}

/** An unsold card secret of the store, or why not. */
function unsold(id: number, doing: '修改' | '删除'): DemoCardSecret | ErrorResult {
  const secret = getDb().cardSecrets.find((s) => s.id === id);
  if (!secret) return fail(6304, SECRET_NOT_FOUND);
  if (secret.isUse) return fail(6305, `商品卡密已使用：卡号 ${secret.cardNumber} 已售出，不能${doing}`);
  return secret;
}

export function updateSecret(body: CardSecretSaveRequest) {
  const secret = unsold(body.id, '修改');
  if (isError(secret)) return secret;
  const cardNumber = body.cardNumber.trim();
  const secretNum = body.secretNum.trim();
  if (!cardNumber || !secretNum) return fail(400, '卡号和密码不能为空');
  if (cardNumber !== secret.cardNumber && cardsOf(secret.libraryId).has(cardNumber)) return fail(400, `${CARD_TAKEN}：${cardNumber}已在卡密库中`);
  Object.assign(secret, { cardNumber, secretNum });
  commit();
  return null;
}

export function deleteSecret(id: number) {
  const secret = unsold(id, '删除');
  if (isError(secret)) return secret;
  const db = getDb();
  db.cardSecrets = db.cardSecrets.filter((s) => s.id !== id);
  syncBoundStock([secret.libraryId]);
  commit();
  return null;
}

/** Deletes the checked card secrets, all or none. */
export function deleteSecrets(list: string) {
  const ids = new Set(list.split(',').map(Number));
  const db = getDb();
  const found = db.cardSecrets.filter((s) => ids.has(s.id));
  if (found.length === 0) return fail(6304, SECRET_NOT_FOUND);
  if (found.length !== ids.size) return fail(400, '数据条目无法对应，请刷新后操作');
  const sold = found.filter((s) => s.isUse);
  if (sold.length > 0) return fail(6305, `商品卡密已使用：${named(sold.map((s) => s.cardNumber), '个')}已售出，不能删除`);
  db.cardSecrets = db.cardSecrets.filter((s) => !ids.has(s.id));
  syncBoundStock(found.map((s) => s.libraryId));
  commit();
  return null;
}

/** A cell as text: numbers as written (the reader keeps them as text), anything else as shown. */
const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** Row numbers as the spreadsheet shows them: 第3、7行, or 第3、4、5、6、7行等 12 行. */
const rowsText = (rows: readonly number[]) => (rows.length > NAMED ? `第${rows.slice(0, NAMED).join('、')}行等 ${rows.length} 行` : `第${rows.join('、')}行`);

/**
 * The rows of a workbook's first sheet, read with a real spreadsheet reader (loaded with the first import,
 * so it never weighs on the console's pages); null when the bytes are no readable workbook.
 */
async function readRows(bytes: ArrayBuffer): Promise<unknown[][] | null> {
  try {
    const { readSheet } = await import('read-excel-file/universal');
    // The reader inflates a large part (512 KB and more: a few thousand rows) in a Web Worker made from a
    // blob: address, which the console's Content Security Policy refuses. The parts are inflated here,
    // synchronously, and handed over stored (uncompressed): the reader has nothing left to inflate.
    const stored = zipSync(unzipSync(new Uint8Array(bytes)), { level: 0 });
    return await readSheet(stored.buffer, { parseNumber: (text) => text });
  } catch {
    return null;
  }
}

/**
 * 导入卡密: the card secrets of an .xlsx (a header row 卡号, 密码, then one per row) added to the library,
 * all or none. What the reference refuses it refuses in its words, and says which rows or card numbers.
 */
export async function importSecrets(form: FormData, libraryId: number) {
  if (!findLibrary(libraryId)) return fail(6301, LIBRARY_NOT_FOUND);
  const file = form.get('file');
  if (!(file instanceof File)) return fail(400, '请选择要导入的Excel文件');
  const bytes = await file.arrayBuffer();
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  // An .xlsx is a zip: its first bytes are PK. A renamed file of another kind is refused like a wrong name.
  if (!/\.xlsx$/i.test(file.name) || head[0] !== 0x50 || head[1] !== 0x4b) return fail(400, NOT_XLSX);
  const rows = await readRows(bytes);
  if (!rows) return fail(400, '无法读取该Excel文件，文件可能已损坏；请用下载的模板重新填写后导入');
  const [header = [], ...data] = rows;
  const titles = header.map(cellText);
  if (titles.every((t) => !t) && data.length === 0) return fail(400, NO_ROWS);
  const [cardTitle, secretTitle] = CARD_SECRET_COLUMNS;
  const missing = CARD_SECRET_COLUMNS.filter((t) => !titles.includes(t));
  if (missing.length > 0) return fail(400, `导入文件缺少表头${missing.map((t) => `「${t}」`).join('')}：第一行应依次为「${cardTitle}」「${secretTitle}」，请使用下载的模板填写`);
  const cardAt = titles.indexOf(cardTitle);
  const secretAt = titles.indexOf(secretTitle);

  const pairs: Array<{ cardNumber: string; secretNum: string; row: number }> = [];
  const noCard: number[] = [];
  const noSecret: number[] = [];
  const longCard: number[] = [];
  const longSecret: number[] = [];
  const unreadable: number[] = [];
  data.forEach((cells, i) => {
    const row = i + 2;
    const cardNumber = cellText(cells[cardAt]);
    const secretNum = cellText(cells[secretAt]);
    // A row left empty between others is no card secret.
    if (!cardNumber && !secretNum) return;
    if (!cardNumber) noCard.push(row);
    if (!secretNum) noSecret.push(row);
    if (cardNumber.length > CARD_MAX) longCard.push(row);
    if (secretNum.length > SECRET_MAX) longSecret.push(row);
    // A cell passes the rules a typed card secret passes: no control character gets into the store.
    if (holdsNonXml(cardNumber) || holdsNonXml(secretNum)) unreadable.push(row);
    pairs.push({ cardNumber, secretNum, row });
  });
  if (pairs.length === 0) return fail(400, NO_ROWS);
  // One import adds at most what one 添加卡密 call may: the file is the same write, read from cells.
  if (pairs.length > ROWS_MAX) return fail(400, `导入失败，请修改后重新导入（未导入任何卡密）：一次最多导入 ${ROWS_MAX} 条卡密，文件中有 ${pairs.length} 条，请分成几个文件导入`);

  const problems: string[] = [];
  if (noCard.length > 0) problems.push(`${rowsText(noCard)}缺少卡号`);
  if (noSecret.length > 0) problems.push(`${rowsText(noSecret)}缺少密码`);
  if (longCard.length > 0) problems.push(`${rowsText(longCard)}卡号超过${CARD_MAX}个字符`);
  if (longSecret.length > 0) problems.push(`${rowsText(longSecret)}密码超过${SECRET_MAX}个字符`);
  if (unreadable.length > 0) problems.push(`${rowsText(unreadable)}含有控制字符或无效字符`);
  const cards = pairs.map((p) => p.cardNumber).filter(Boolean);
  const twice = repeated(cards);
  if (twice.length > 0) problems.push(`导入数据中包含重复卡号 ${twice.length} 个：${named(twice, '个')}`);
  const existing = cardsOf(libraryId);
  const taken = [...new Set(cards.filter((c) => existing.has(c)))];
  if (taken.length > 0) problems.push(`${CARD_TAKEN}：${taken.length} 个卡号已在卡密库中（${named(taken, '个')}）`);
  if (problems.length > 0) {
    const lead = noCard.length + noSecret.length > 0 ? '导入卡密文件数据缺失，请检查数据后重新导入' : '导入失败，请修改后重新导入';
    return fail(400, `${lead}（未导入任何卡密）：${problems.join('；')}`);
  }
  store(libraryId, pairs);
  return null;
}

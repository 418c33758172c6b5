import { delay, http, HttpResponse } from 'msw';
import type { ErrorResult } from '@/api/generated/model';
import { getDb, storeObject } from './db';
import type { DemoAccount } from './types/accounts';

export const ok = <D>(data: D) => ({ code: 200 as const, message: '操作成功', data });

/** A success the backend words its own way (撤回成功) instead of 操作成功: the whole answer, for the kit to send as it is. */
export const okSaying = (message: string) => HttpResponse.json({ ...ok(null), message });

/** Refusals made here: a payload that merely has a `code` field (an image code, a verification code) is data. */
const refusals = new WeakSet<object>();

/**
 * The answer to a call that needs a service outside the demo (WeChat, another store): the call is read
 * and checked like any other, then declined with the service named; the console itself makes none of these.
 */
export const outsideDemo = (service: string) => fail(500, `演示后台不连接${service}，此操作仅在真实后台可用`);

export function fail(code: ErrorResult['code'], text: string): ErrorResult {
  const refusal = { code, message: text };
  refusals.add(refusal);
  return refusal;
}

/**
 * An answer in a shape of the wire contract that is not the console's model (the reference backend's own
 * shape of a call it has), sent as it is: the console's edge reads it into the model.
 */
export const wireAnswer = (data: unknown): ErrorResult | Response => (isError(data) ? data : HttpResponse.json(ok(data)));

export interface PageResult<T> {
  page: number;
  limit: number;
  totalPage: number;
  total: number;
  list: T[];
}

interface PageQuery {
  page?: number;
  limit?: number;
}

/** Pages a filtered list the way the real backend does (page from 1, limit rows), from a parsed query; `map` shapes the rows of the page. */
export function pageOf<T>(rows: readonly T[], query: PageQuery): PageResult<T>;
export function pageOf<T, R>(rows: readonly T[], query: PageQuery, map: (row: T) => R): PageResult<R>;
export function pageOf<T, R>(rows: readonly T[], { page = 1, limit = 10 }: PageQuery, map?: (row: T) => R): PageResult<T | R> {
  const list = rows.slice((page - 1) * limit, page * limit);
  return { page, limit, total: rows.length, totalPage: Math.ceil(rows.length / limit), list: map ? list.map(map) : list };
}

/**
 * A page of the records of `rows` that `keep` keeps, newest first: the reverse of the order they came in (the
 * store's), as the reference lists by `id desc`. One pass from the end, counting and taking the page's rows,
 * with no list of every match made: a page of 100,000 orders.
 */
export function newestPageOf<T, R>(rows: readonly T[], keep: (row: T) => boolean, { page = 1, limit = 10 }: PageQuery, map: (row: T) => R): PageResult<R> {
  const from = (page - 1) * limit;
  const list: R[] = [];
  let total = 0;
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]!;
    if (!keep(row)) continue;
    if (total >= from && list.length < limit) list.push(map(row));
    total += 1;
  }
  return { page, limit, total, totalPage: Math.ceil(total / limit), list };
}

/**
 * Text in code-unit order, as a database orders its ASCII columns: for the fixed formats the demo sorts by
 * (times yyyy-MM-dd HH:mm:ss, order and refund numbers) the same order as localeCompare, at a fraction of its
 * cost (sorting 100,000 orders by time took ~150 ms with it, ~15 ms without).
 */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const indexes = new WeakMap<object, { key: string; at: Map<unknown, number> }>();

/**
 * The record of a list whose `key` is `value`, found by an index kept beside the list (built on the first
 * lookup, and again when the list no longer matches it): a detail or a change of one of 100,000 orders looked
 * them over one by one. The list as the store keeps it (the server watches a call's changes through a view).
 */
export function findBy<T, K extends keyof T>(list: readonly T[], key: K, value: T[K]): T | undefined {
  const own = storeObject(list);
  let index = indexes.get(own);
  const hit = (at: number | undefined) => (at !== undefined && own[at]?.[key] === value ? list[at] : undefined);
  if (index?.key === key) {
    const found = hit(index.at.get(value));
    if (found !== undefined || index.at.size === own.length) return found;
  }
  index = { key: String(key), at: new Map(own.map((item, i) => [item[key], i])) };
  indexes.set(own, index);
  return hit(index.at.get(value));
}

const TOKEN_HEADER = 'Authori-zation';

export function tokenOf(request: Request) {
  return request.headers.get(TOKEN_HEADER) ?? '';
}

function accountOfToken(token: string): DemoAccount | undefined {
  const db = getDb();
  const id = db.sessions[token];
  return id === undefined ? undefined : db.accounts.find((a) => a.id === id);
}

/** Whether an account holds a permission (any of several). */
export const holds = (account: DemoAccount, permission: string | readonly string[]) =>
  account.permissions.includes('*:*:*') || (typeof permission === 'string' ? [permission] : permission).some((p) => account.permissions.includes(p));

/**
 * The account signed in with a token, or the error the real backend would answer:
 * 401 without a valid token, 403 without the endpoint's permission (any of several).
 */
export function authorizeToken(token: string, permission?: string | readonly string[]): DemoAccount | ErrorResult {
  const account = accountOfToken(token);
  if (!account) return fail(401, '登录信息已过期，请重新登录');
  if (permission && !holds(account, permission)) return fail(403, '没有权限访问');
  return account;
}

/** The same for a call carrying the token in the console's header. */
export const authorize = (request: Request, permission?: string) => authorizeToken(tokenOf(request), permission);

export const isError = (value: unknown): value is ErrorResult => typeof value === 'object' && value !== null && refusals.has(value);

/** Milliseconds the demo backend waits before answering, so loading states are real. */
let latency = 0;
export const setLatency = (ms: number) => {
  latency = ms;
};

/**
 * Runs first for every API call: applies a configured fault, or passes through to the real handler
 * (a resolver that returns nothing hands the request on).
 */
export const faultHandler = http.all('*/api/*', async ({ request }) => {
  const path = new URL(request.url).pathname.replace(/^.*?\/api(?=\/)/, '');
  // Read as this window has the store, without taking it: the call's handler takes it and catches up
  // (a fault set in another window applies from this window's next call on). Taking the store here too
  // cost every call a second lock, a tenth of its time.
  const fault = getDb().faults[path];
  if (latency > 0) await delay(latency);
  switch (fault) {
    case undefined:
      return undefined;
    case '500':
      return HttpResponse.json(fail(500, '系统繁忙，请稍后重试'));
    case '401':
      return HttpResponse.json(fail(401, '登录信息已过期，请重新登录'));
    case '403':
      return HttpResponse.json(fail(403, '没有权限访问'));
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await delay('infinite');
      return undefined;
    case 'slow':
      await delay(3000);
      return undefined;
    case 'malformed':
      return new HttpResponse('<html>502 Bad Gateway</html>', { headers: { 'Content-Type': 'text/html' } });
  }
});

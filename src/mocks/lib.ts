import { delay, http, HttpResponse } from 'msw';
import type { ErrorResult } from '@/api/generated/model';
import { flush, getDb } from './db';
import type { DemoAccount } from './seed/accounts';

export const ok = <D>(data: D) => ({ code: 200 as const, message: '操作成功', data });

export const fail = (code: ErrorResult['code'], text: string): ErrorResult => ({ code, message: text });

export interface PageResult<T> {
  page: number;
  limit: number;
  totalPage: number;
  total: number;
  list: T[];
}

/** The numeric `id` of a path like …/delete/{id}. */
export const pathId = (params: Record<string, unknown>) => Number(params.id);

/** Pages a filtered list the way the real backend does (page from 1, limit rows), from a parsed query. */
export function pageOf<T>(rows: readonly T[], { page = 1, limit = 10 }: { page?: number; limit?: number }): PageResult<T> {
  return { page, limit, total: rows.length, totalPage: Math.ceil(rows.length / limit), list: rows.slice((page - 1) * limit, page * limit) };
}

/** The same from the raw address (handlers not yet on the kit). */
export function paginate<T>(rows: readonly T[], url: URL, defaultLimit = 10): PageResult<T> {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const limit = Math.max(1, Number(url.searchParams.get('limit')) || defaultLimit);
  return {
    page,
    limit,
    total: rows.length,
    totalPage: Math.ceil(rows.length / limit),
    list: rows.slice((page - 1) * limit, page * limit),
  };
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

/**
 * The signed-in account of a request, or the error the real backend would answer:
 * 401 without a valid token, 403 without the endpoint's permission.
 */
export function authorize(request: Request, permission?: string): DemoAccount | ErrorResult {
  const account = accountOfToken(tokenOf(request));
  if (!account) return fail(401, '登录信息已过期，请重新登录');
  if (permission && !account.permissions.includes('*:*:*') && !account.permissions.includes(permission)) {
    return fail(403, '没有权限访问');
  }
  return account;
}

export const isError = (value: unknown): value is ErrorResult =>
  typeof value === 'object' && value !== null && 'code' in value && (value as { code: number }).code !== 200;

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

/** Wraps a handler's resolver so the store is written before the answer leaves (reload-safe). */
export function persisted<I, R>(resolver: (info: I) => R | Promise<R>) {
  return async (info: I): Promise<R> => {
    const result = await resolver(info);
    await flush();
    return result;
  };
}

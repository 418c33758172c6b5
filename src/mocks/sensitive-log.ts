import type { SensitiveLog } from '@/api/generated/model';
import { commit, getDb } from './db';
import { authorize, isError } from './lib';
import type { DemoAccount } from './seed/accounts';
import { formatDateTime } from './seed/random';

/** The reference backend keeps this much of a request's parameters and answer. */
export const LOG_TEXT_MAX = 2000;

/** What the reference backend's log annotation says about an endpoint. */
export interface SensitiveCall {
  /** 接口描述, such as 删除商品. */
  description: string;
  /** 业务类型. */
  methodType: 'DELETE' | 'UPDATE' | 'INSERT';
  /** 方法名称: the controller method that answered. */
  method: string;
}

const clip = (text: string) => (text.length > LOG_TEXT_MAX ? text.slice(0, LOG_TEXT_MAX) : text);

/** The path after /api, as the console's calls name it. */
export const apiPath = (url: string) => new URL(url).pathname.replace(/^.*?\/api(?=\/)/, '');

/** The JSON body, or else the path and query values (without the cache-buster). */
async function paramsOf(request: Request, params: Readonly<Record<string, unknown>>): Promise<string> {
  const body = request.method === 'GET' ? '' : await request.text();
  if (body.trim()) return clip(body);
  const query = Object.fromEntries([...new URL(request.url).searchParams].filter(([key]) => key !== 'temp'));
  const values = { ...params, ...query };
  return Object.keys(values).length > 0 ? clip(JSON.stringify(values)) : '';
}

/**
 * Writes one call of a sensitive endpoint to the 敏感操作日志, with its parameters and answer; a refusal
 * is logged as 异常. Calls stopped at sign-in or permission never reach the endpoint, so the kit does not
 * log them, as the reference backend does not.
 */
export async function logSensitive(call: SensitiveCall, request: Request, params: Readonly<Record<string, unknown>>, account: DemoAccount, answer: unknown) {
  const db = getDb();
  const failed = isError(answer);
  const row: SensitiveLog = {
    id: db.sensitiveLogs.reduce((max, l) => Math.max(max, l.id), 0) + 1,
    adminId: account.id,
    adminAccount: account.account,
    description: call.description,
    methodType: call.methodType,
    method: call.method,
    requestMethod: request.method,
    url: apiPath(request.url),
    ip: '127.0.0.1',
    requestParam: await paramsOf(request, params),
    result: clip(JSON.stringify(answer instanceof Response ? '' : failed ? answer : { code: 200, data: answer })),
    status: failed ? 1 : 0,
    errorMsg: failed ? answer.message : '',
    createTime: formatDateTime(new Date()),
  };
  db.sensitiveLogs.push(row);
  commit();
}

/** Handlers not yet on the kit (src/mocks/kit): logs around a resolver. Goes once every handler is on the kit. */
export function sensitive<I extends { request: Request; params: Readonly<Record<string, unknown>> }, R>(call: SensitiveCall, resolver: (info: I) => R | Promise<R>) {
  return async (info: I): Promise<R> => {
    const copy = info.request.clone();
    const answer = await resolver(info);
    const account = authorize(info.request);
    if (isError(account) || (isError(answer) && (answer.code === 401 || answer.code === 403))) return answer;
    await logSensitive(call, copy, info.params, account, isError(answer) ? answer : (answer as { data?: unknown }).data);
    return answer;
  };
}

import type { SensitiveLog } from '@/api/generated/model';
import { commit, getDb } from './db';
import { isError } from './lib';
import type { DemoAccount } from './types/accounts';
import { formatDateTime } from './logic/time';
import type { SensitiveCall } from './sensitive-calls';

/** The reference backend keeps this much of a request's parameters and answer. */
export const LOG_TEXT_MAX = 2000;

const clip = (text: string) => (text.length > LOG_TEXT_MAX ? text.slice(0, LOG_TEXT_MAX) : text);

/** The path after /api, as the console's calls name it. */
export const apiPath = (url: string) => new URL(url).pathname.replace(/^.*?\/api(?=\/)/, '');

/** A body's password fields (pwd, password, confirmPassword). */
const PASSWORD_FIELD = /("(?:pwd|password|confirmPassword)"\s*:\s*)"(?:[^"\\]|\\.)*"/g;

/**
 * The JSON body, or else the path and query values (without the cache-buster). Passwords are masked: the
 * reference writes a new admin's password into the log as typed, for every reader of the log to see.
 */
async function paramsOf(request: Request, params: Readonly<Record<string, unknown>>): Promise<string> {
  const body = request.method === 'GET' ? '' : await request.text();
  if (body.trim()) return clip(body.replace(PASSWORD_FIELD, '$1"******"'));
  const query = Object.fromEntries([...new URL(request.url).searchParams].filter(([key]) => key !== 'temp'));
  const values = { ...params, ...query };
  return Object.keys(values).length > 0 ? clip(JSON.stringify(values)) : '';
}

/**
 * Writes one call of a sensitive endpoint to the 敏感操作日志, with its parameters and the answer as sent; a refusal
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
    result: answer instanceof Response ? '' : clip(JSON.stringify(answer)),
    status: failed ? 1 : 0,
    errorMsg: failed ? answer.message : '',
    createTime: formatDateTime(new Date()),
  };
  db.sensitiveLogs.push(row);
  commit();
}

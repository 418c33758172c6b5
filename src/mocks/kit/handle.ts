import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import type { ErrorResult } from '@/api/generated/model';
import { operationSchemas } from '@/api/load-schemas';
import { operations, type OperationData, type OperationId, type OperationSchemas } from '@/api/operations.gen';
import { catchUp, inStore } from '../db';
import { authorize, fail, isError, ok } from '../lib';
import type { DemoAccount } from '../types/accounts';
import { logSensitive } from '../sensitive-log';
import type { SensitiveCall } from '../sensitive-calls';
import { invalidMessage, readForm, readValues, textForYesNo } from './parse';

type Part = 'params' | 'query' | 'body';
/** What the generated schema of an operation's path, query or body reads, or undefined when it has none. */
type Parsed<K extends OperationId, P extends Part> = OperationSchemas[K] extends { [key in P]: z.ZodType } ? z.output<OperationSchemas[K][P]> : undefined;

/** One call as a handler sees it: checked against the contract's schemas, with who made it. */
export interface Call<K extends OperationId> {
  request: Request;
  url: URL;
  params: Parsed<K, 'params'>;
  query: Parsed<K, 'query'>;
  /** The JSON body, parsed; for an upload, its form data. */
  body: (typeof operations)[K] extends { multipart: true } ? FormData : Parsed<K, 'body'>;
  account: DemoAccount;
}

/** What a handler answers: the success data (wrapped in the envelope here), a refusal, or a raw response (a file). */
export type Answer<K extends OperationId> = OperationData<K> | ErrorResult | Response;

/**
 * Said in place of a permission by a call any signed-in account may make (their own info, their menus).
 * Every handler names one or the other, so a call is never left open by forgetting.
 */
export const SIGNED_IN = Symbol('any signed-in account');

export interface HandlerSpec {
  /** The permission the call needs, or SIGNED_IN. */
  permission: string | typeof SIGNED_IN;
  /** Written to the 敏感操作日志 with its parameters and answer, as the reference backend's annotation does. */
  log?: SensitiveCall;
}

type Resolver = Parameters<typeof http.all>[1];

/**
 * msw's handler for an operation's method and path. msw notes where each handler was made, from an Error's
 * stack, for messages the demo backend never shows: with some 400 handlers made at every page load, those
 * stacks cost ~100 ms a load on the dev server. They are made with no stack frames to capture.
 */
function handlerOf(operation: OperationId, resolver: Resolver): HttpHandler {
  const { method, path } = operations[operation];
  // V8's (Chromium, Node); elsewhere an unused property.
  const stack = Error as ErrorConstructor & { stackTraceLimit?: number };
  const limit = stack.stackTraceLimit;
  stack.stackTraceLimit = 0;
  try {
    return http[method.toLowerCase() as Lowercase<typeof method>](`*${path}`, resolver);
  } finally {
    stack.stackTraceLimit = limit;
  }
}

/** What leaves: a file as it is, a refusal as it is, data in the envelope. */
type Envelope = ErrorResult | ReturnType<typeof ok> | Response;
const envelopeOf = (answer: unknown): Envelope => (answer instanceof Response || isError(answer) ? answer : ok(answer as JsonBodyType));
const send = (envelope: Envelope) => (envelope instanceof Response ? envelope : HttpResponse.json(envelope));

/** Issues carry the value refused, so a message can say what is wrong with it (a control character). */
const REPORT_INPUT = { reportInput: true } as const;

/**
 * Reads a call the way the real backend would: the path, query and JSON body checked against the
 * operation's generated zod schemas (a malformed one gets code 400 and says which field), nothing in the
 * body that the contract does not name. Answers `null` when the call is good, with the values read.
 */
async function read(operation: OperationId, request: Request, url: URL, params: Record<string, unknown>) {
  const spec = await operationSchemas(operation);
  const multipart = (operations[operation] as { multipart?: true }).multipart === true;
  const parsed: { params?: unknown; query?: unknown; body?: unknown } = {};
  if (spec.params) {
    const result = spec.params.safeParse(readValues(Object.entries(params)), REPORT_INPUT);
    if (!result.success) return { refusal: fail(400, invalidMessage(result.error)) };
    parsed.params = result.data;
  }
  if (spec.query) {
    const values = readValues([...url.searchParams]);
    const yesNo = textForYesNo(spec.query, values);
    if (yesNo) return { refusal: fail(400, `请求参数 ${yesNo} 类型不正确`) };
    const result = spec.query.safeParse(values, REPORT_INPUT);
    if (!result.success) return { refusal: fail(400, invalidMessage(result.error)) };
    parsed.query = result.data;
  }
  if (multipart) {
    parsed.body = await readForm(request);
  } else if (spec.body) {
    const text = await request.text();
    // As the reference backend words an unreadable body when there is none; one that is there but not JSON is said so.
    if (text.trim() === '') return { refusal: fail(400, '参数体不能为空') };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { refusal: fail(400, '参数体不是有效的 JSON') };
    }
    const result = spec.body.safeParse(json, REPORT_INPUT);
    if (!result.success) return { refusal: fail(400, invalidMessage(result.error)) };
    parsed.body = result.data;
  }
  return { parsed };
}

/**
 * Runs a call over the store alone among the console's windows (`inStore`). Its operation's schemas are
 * loaded first (the first call of their module loads them), so that load holds up no other call.
 */
async function alone(operation: OperationId, work: () => Promise<Response>) {
  await operationSchemas(operation);
  return inStore(work);
}

/**
 * A demo-backend handler for one operation of the contract: signs the caller in and checks the
 * permission (401, 403), parses the call with the generated schemas (400), runs `resolve`, wraps its data
 * in the envelope, logs sensitive calls, and saves the store before the answer leaves.
 *
 *   handle('getCouponList', { permission: 'merchant:coupon:page:list' }, ({ query }) => couponPage(query))
 */
export function handle<K extends OperationId>(operation: K, spec: HandlerSpec, resolve: (call: Call<K>) => Answer<K> | Promise<Answer<K>>): HttpHandler {
  return handlerOf(operation, ({ request, params }) =>
    alone(operation, async () => {
      const copy = spec.log ? request.clone() : undefined;
      const permission = spec.permission === SIGNED_IN ? undefined : spec.permission;
      let account = authorize(request, permission);
      // A token this window has not seen may come from a sign-in in another window a moment ago: read the
      // saved store once more before answering 401.
      if (isError(account) && account.code === 401) {
        await catchUp({ always: true });
        account = authorize(request, permission);
      }
      if (isError(account)) return HttpResponse.json(account);
      const url = new URL(request.url);
      const checked = await read(operation, request, url, params);
      const envelope = envelopeOf('refusal' in checked ? checked.refusal : await resolve({ request, url, account, ...checked.parsed } as Call<K>));
      // As the reference backend's log aspect, which runs once the call's values have been read and checked.
      if (spec.log && copy && !('refusal' in checked)) await logSensitive(spec.log, copy, params, account, envelope);
      return send(envelope);
    }),
  );
}

/** A call made before signing in (sign-in itself, its picture, the captcha): parsed and answered like the rest. */
export function handlePublic<K extends OperationId>(operation: K, resolve: (call: Omit<Call<K>, 'account'>) => Answer<K> | Promise<Answer<K>>): HttpHandler {
  return handlerOf(operation, ({ request, params }) =>
    alone(operation, async () => {
      const url = new URL(request.url);
      const checked = await read(operation, request, url, params);
      return send(envelopeOf('refusal' in checked ? checked.refusal : await resolve({ request, url, ...checked.parsed } as Omit<Call<K>, 'account'>)));
    }),
  );
}

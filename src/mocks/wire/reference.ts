import { getResponse, HttpResponse, type HttpHandler } from 'msw';
import { authorizeToken, isError, tokenOf } from '../lib';
import { formatDateTime } from '../logic/time';
import { NO_PERMISSION, NOT_SIGNED_IN, REFUSALS, SAVE_TYPES, SUCCESS } from './answers';
import { toJava } from './java';
import { REFERENCE_OPERATIONS, type ReferenceOperation } from './reference.gen';
import { readAsSpring } from './spring';
import { requestForDemo } from './to-demo';
import { SHAPES } from './shapes';
import { shippingTitleProblem } from './shipping-titles';

// The demo backend answering as the reference backend (ddlmanus/crmeb-java-pro @ c40babf) would, for
// VITE_DEMO_WIRE=reference: its calls only, read into its request classes, and answered with its classes
// at every depth, its envelope and its refusals. The demo's own handlers do the work; this sits in front.

type Operation = ReferenceOperation;

/** Paths Spring Security lets through without a session (WebSecurityConfig), below /api. */
const PUBLIC = [/^\/publicly\//, /^\/public\//, /^\/admin\/merchant\/(getLoginPic|login|login\/account\/detection)$/];

const operationOf = (method: string, path: string): Operation | undefined => REFERENCE_OPERATIONS.find((op) => op.method === method && op.pattern.test(path));

/**
 * A path no controller maps: WebConfig's resource handler for `/**` finds no file and Spring Boot's error
 * page answers HTTP 404 with its own body, after Spring Security has asked for a session. A path mapped for
 * another method is refused inside Spring MVC, and GlobalExceptionHandler answers that code 500.
 */
function notMapped(request: Request, path: string): Response {
  if (REFERENCE_OPERATIONS.some((op) => op.pattern.test(path))) {
    return HttpResponse.json({ code: 500, message: `Request method '${request.method}' not supported`, data: null });
  }
  if (!PUBLIC.some((p) => p.test(path)) && isError(authorizeToken(tokenOf(request)))) return HttpResponse.json(NOT_SIGNED_IN);
  const body = { timestamp: formatDateTime(new Date()), status: 404, error: 'Not Found', message: 'No message available', path: new URL(request.url).pathname };
  return HttpResponse.json(body, { status: 404 });
}

/** A refusal in the reference's code and words. */
function asRefusal({ code, message }: { code: number; message: string }) {
  if (code === 401) return NOT_SIGNED_IN;
  if (code === 403) return NO_PERMISSION;
  return { ...(REFUSALS.get(message) ?? { code, message }), data: null };
}

/** The success envelope: the service's value as the Java class, or what the controller says instead. */
function asSuccess({ method, path, response }: Operation, data: unknown) {
  const key = `${method} ${path}`;
  const success = SUCCESS[key];
  if (success && success !== 'value') return { code: 200, message: 'message' in success ? success.message : null, data: 'data' in success ? success.data : null };
  if (!success && SAVE_TYPES.has(response)) return { code: 200, message: null, data: null };
  // A Boolean service answers true when it has done the work (the demo's saves answer null).
  const value = response === 'Boolean' && typeof data !== 'boolean' ? true : data;
  const shape = SHAPES[key] as ((data: unknown) => unknown) | undefined;
  return { code: 200, message: null, data: toJava(shape && value !== null ? shape(value) : value, response) };
}

/** Answers one /api call as the reference backend would, with `inner` (the demo backend) doing the work. */
export async function answer(request: Request, inner: HttpHandler): Promise<Response | undefined> {
  const path = new URL(request.url).pathname.replace(/^.*?\/api(?=\/)/, '');
  const operation = operationOf(request.method, path);
  if (!operation) return notMapped(request, path);
  const read = await readAsSpring(operation, request);
  if ('refused' in read) return HttpResponse.json({ ...read.refused, data: null });
  const forDemo = await requestForDemo(operation, request, read.call);
  const sent = forDemo.clone();
  const response = await getResponse([inner], forDemo);
  if (!response || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response.json()) as { code: number; message: string; data?: unknown };
  if (body.code === 200) return HttpResponse.json(asSuccess(operation, body.data));
  // A shipping row the Java cannot read throws where the demo refuses it, after the service's own checks.
  return HttpResponse.json((await shippingTitleProblem(sent, operation.path, body.message)) ?? asRefusal(body));
}

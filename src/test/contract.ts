import { mkdirSync, writeFileSync } from 'node:fs';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import addFormats from 'ajv-formats';
import type { SetupServer } from 'msw/node';
import { parseMultipart } from '../mocks/kit/parse';
import { readBundledContract } from './bundled-contract';

/**
 * Checks every request the console makes and every answer the demo backend gives against the
 * bundled OpenAPI contract. Violations are collected per test; setup.ts fails the test on any.
 */
export const contract = new OpenAPIBackend({
  // Parsed here and passed as an object: given a path, the ref parser would resolve it against jsdom's location.
  definition: readBundledContract() as Document,
  // quick: skip openapi-backend's own check of the document, which rejects OAS 3.1 keywords
  // (info.summary, schema examples); redocly lints the document instead.
  quick: true,
  strict: true,
  validate: true,
  // openapi-backend makes an Ajv for every validator, and each compiled JSON Schema's own meta-schema to
  // check the operation's schemas against it: a second or more per test worker, checking the document
  // (which redocly lints), not the exchanges. The exchanges are checked as before.
  ajvOpts: { validateSchema: false },
  customizeAjv: (ajv) => {
    addFormats(ajv);
    return ajv;
  },
});
await contract.init();

/** Marks a test's request as a client of the reference backend's (its Java) sends it: see java-client.ts. */
export const JAVA_CLIENT_HEADER = 'x-test-java-client';

export interface ExchangeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

function toBackendRequest(req: ExchangeRequest) {
  const url = new URL(req.url);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length > 1 ? values : values[0];
  }
  // The contract's paths are relative to its server url, /api.
  return { method: req.method, path: url.pathname.replace(/^\/api(?=\/)/, ''), query, headers: req.headers, body: req.body };
}

/**
 * The contract's operation for a method and path, remembered: openapi-backend tries every operation's
 * pattern in turn, and a test run checks the same few calls thousands of times (half the time of a check).
 */
const operationByPath = new Map<string, ReturnType<typeof contract.matchOperation>>();
function matchOperation(request: ReturnType<typeof toBackendRequest>) {
  const key = `${request.method.toLowerCase()} ${request.path}`;
  if (!operationByPath.has(key)) operationByPath.set(key, contract.matchOperation(request));
  return operationByPath.get(key);
}

/**
 * Violations of one exchange: an unknown operation, a request or a response off the contract.
 * `checkRequest` false checks the answer only, for a request whose body cannot be seen (a browser
 * does not show an upload's multipart body; vitest checks those).
 */
export function checkExchange(req: ExchangeRequest, status: number, responseBody: unknown, checkRequest = true): string[] {
  const backendRequest = toBackendRequest(req);
  const operation = matchOperation(backendRequest);
  const where = `${req.method} ${new URL(req.url).pathname}`;
  if (!operation) return [`${where}: no such operation in the contract`];
  exercised.add(operation.operationId ?? where);
  const problems: string[] = [];
  const request = checkRequest ? contract.validateRequest(backendRequest, operation) : { valid: true, errors: null };
  if (!request.valid) problems.push(`${where} request: ${JSON.stringify(request.errors)}`);
  const response = contract.validateResponse(responseBody, operation, status);
  if (!response.valid) problems.push(`${where} response: ${JSON.stringify(response.errors)}`);
  return problems;
}

/** The operations the tests of this process exchanged with the demo backend (for `npm run contract:report`). */
const exercised = new Set<string>();

/** Writes them to .exercised/<runner>-<id>.json, where the report reads which calls some test made. */
export function writeExercised(name: string) {
  mkdirSync('.exercised', { recursive: true });
  writeFileSync(`.exercised/${name}.json`, JSON.stringify([...exercised].toSorted()));
}

let violations: string[] = [];
let pending: Promise<void>[] = [];
let ignored = false;

async function parseBody(source: Request | Response): Promise<unknown> {
  const type = source.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    // An upload as its fields: text as text, a file as its name (the contract declares files as binary strings).
    const form = parseMultipart(new Uint8Array(await source.arrayBuffer()), type);
    return Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));
  }
  const text = await source.text();
  if (!text) return undefined;
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Listens to the msw server and records every contract violation. */
export function watchContract(server: SetupServer) {
  const requests = new Map<string, Promise<ExchangeRequest>>();
  server.events.on('request:start', ({ request, requestId }) => {
    if (!new URL(request.url).pathname.startsWith('/api/')) return;
    // Snapshot the body now: the handler consumes it before the response event.
    const clone = request.clone();
    requests.set(
      requestId,
      parseBody(clone).then((body) => ({
        method: request.method.toLowerCase(),
        url: request.url,
        headers: Object.fromEntries(request.headers.entries()),
        body,
      })),
    );
  });
  server.events.on('response:mocked', ({ requestId, response }) => {
    const snapshot = requests.get(requestId);
    if (!snapshot) return;
    requests.delete(requestId);
    const isFile = !(response.headers.get('content-type') ?? '').includes('json');
    pending.push(
      Promise.all([snapshot, isFile ? Promise.resolve(undefined) : parseBody(response.clone())]).then(([req, body]) => {
        if (isFile) return;
        // A request made as a client of the reference backend sends it (src/test/java-client.ts) is that
        // backend's to read, not the console's contract's; its answer is still the wire contract's.
        violations.push(...checkExchange(req, response.status, body, req.headers[JAVA_CLIENT_HEADER] === undefined));
      }),
    );
  });
  server.events.on('request:unhandled', ({ request }) => {
    violations.push(`${request.method} ${request.url}: no handler in the demo backend`);
  });
}

/** For a test that deliberately breaks the contract (a malformed answer): its violations are not failures. */
export function ignoreContractViolationsInThisTest() {
  ignored = true;
}

export async function takeViolations(): Promise<string[]> {
  await Promise.all(pending);
  const found = ignored ? [] : violations;
  violations = [];
  pending = [];
  ignored = false;
  return found;
}

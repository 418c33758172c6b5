import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';

// The demo backend over HTTP: each request handed, as a fetch Request, to the very handlers the browser's
// service worker runs; only the backend's calls (/api/…) and the files it stores are served. Cross-origin
// callers are let in only from the origins given.

/** The call being answered, for the store to know whether to note its changes. */
export const currentCall = new AsyncLocalStorage<{ method: string; path: string }>();

export interface HttpOptions {
  host: string;
  port: number;
  handlers: HttpHandler[];
  /** Origins a browser may call from (CORS); none: same-origin callers only (a proxy in front). */
  corsOrigins: readonly string[];
  /** Milliseconds to wait before answering a path (the demo's latency), by path after /api; '*' for all. */
  latency: (path: string) => number;
  /**
   * Where the stored files are served from, as the answers give their addresses (the reference backend
   * prefixes its media domain to a file's address in an answer and takes it off what it is sent).
   */
  mediaOrigin: string;
  /** Runs before a call is answered (the sessions' expiry). */
  before?: (request: Request) => Promise<void>;
  log: (line: string) => void;
}

/** What the server serves: the backend's calls, and the files its demo stores under /demo-files/. */
const SERVED = /^\/(api\/|demo-files\/)/;
/** The request headers a browser may send across origins: the console's token header (a download's as a bearer token), and JSON. */
const ALLOWED_HEADERS = 'Authori-zation, Authorization, Content-Type';

function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    // A download's name comes in its Content-Disposition.
    'Access-Control-Expose-Headers': 'Content-Disposition',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const FILES = '/demo-files/';

/** A JSON text's stored file addresses, `/demo-files/…`, with the media origin put before them or taken off. */
const withMedia = (text: string, media: string) => text.replaceAll(`"${FILES}`, `"${media}${FILES}`);
const withoutMedia = (text: string, media: string) => text.replaceAll(`"${media}${FILES}`, `"${FILES}`);

async function toRequest(message: IncomingMessage, origin: string, media: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = message.method ?? 'GET';
  let body: Uint8Array<ArrayBuffer> | string | undefined = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(message));
  if (body && /json/i.test(headers.get('content-type') ?? '')) body = withoutMedia(new TextDecoder().decode(body), media);
  return new Request(new URL(message.url ?? '/', origin), { method, headers, body });
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: Uint8Array | string) {
  response.writeHead(status, headers);
  response.end(body);
}

const NOT_FOUND = JSON.stringify({ status: 404, error: 'Not Found' });

export function startHttpServer(options: HttpOptions): Promise<Server> {
  const origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}`;
  const server = createServer((message, response) => {
    const started = performance.now();
    const url = new URL(message.url ?? '/', origin);
    const method = message.method ?? 'GET';
    const caller = message.headers.origin;
    const cors = caller && options.corsOrigins.includes(caller) ? corsHeaders(caller) : {};
    const done = (status: number, extra = '') => options.log(`${method} ${url.pathname} ${status} ${(performance.now() - started).toFixed(0)}ms${extra}`);

    if (method === 'OPTIONS') {
      // A preflight: only from an origin given, and only for what the console sends.
      const allowed = Object.keys(cors).length > 0;
      send(response, allowed ? 204 : 403, cors, '');
      done(allowed ? 204 : 403);
      return;
    }
    if (!SERVED.test(url.pathname)) {
      send(response, 404, { 'Content-Type': 'application/json', ...cors }, NOT_FOUND);
      done(404);
      return;
    }
    const path = url.pathname.replace(/^\/api(?=\/)/, '');
    void currentCall.run({ method, path }, async () => {
      try {
        const request = await toRequest(message, origin, options.mediaOrigin);
        const wait = options.latency(path);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        await options.before?.(request);
        const answer = await getResponse(options.handlers, request);
        if (!answer) {
          send(response, 404, { 'Content-Type': 'application/json', ...cors }, NOT_FOUND);
          done(404);
          return;
        }
        if (answer.type === 'error') {
          // The demo's 'network' fault: the connection drops, as a backend that is gone does.
          response.destroy();
          done(0, ' (dropped)');
          return;
        }
        const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store', ...cors };
        answer.headers.forEach((value, name) => (headers[name] = value));
        const json = (headers['content-type'] ?? '').includes('json');
        const body = json ? new TextEncoder().encode(withMedia(await answer.text(), options.mediaOrigin)) : new Uint8Array(await answer.arrayBuffer());
        if (json) delete headers['content-length'];
        send(response, answer.status, headers, body);
        const code = json ? /"code"\s*:\s*(\d+)/.exec(new TextDecoder().decode(body.subarray(0, 64)))?.[1] : undefined;
        done(answer.status, code ? ` code ${code}` : '');
      } catch (error) {
        send(response, 500, { 'Content-Type': 'application/json', ...cors }, JSON.stringify({ code: 500, message: '系统繁忙，请稍后重试', data: null }));
        done(500, ` ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

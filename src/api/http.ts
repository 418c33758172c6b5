import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { isReferenceProfile } from './profile';
import {
  ApiError,
  DOWNLOAD_SESSION_EXPIRED_MESSAGE,
  FALLBACK_ERROR_MESSAGE,
  FORBIDDEN_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  TIMEOUT_MESSAGE,
  UNSUPPORTED_MESSAGE,
} from './errors';

/** The one HTTP client of the console (SPEC.md §7): every generated hook goes through `request`. */
/** 60 s (SPEC.md §9); a build may set VITE_API_TIMEOUT, as the e2e build does to test time-outs quickly. */
export const API_TIMEOUT = Number(import.meta.env.VITE_API_TIMEOUT) || 60_000;
export const TOKEN_HEADER = 'Authori-zation';

const apiBase = `${(import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '')}/api`;

interface Client {
  http: AxiosInstance;
  /** The edge (src/api/edge.ts): an answer's data read into the console's model. */
  toModel: (method: string, url: string, data: unknown) => unknown;
  notInReference: (method: string, url: string) => boolean;
}

/**
 * What the client needs of the console around it, given once at start-up (lib/http-hooks.ts): the HTTP
 * layer is the lowest of the console's and imports none above it.
 */
export interface HttpHooks {
  /** The session's token, sent with every call; undefined when signed out. */
  token: () => string | undefined;
  /** Tells the user why a call failed. */
  notify: (kind: 'error' | 'info', text: string) => void;
  /**
   * After a successful call, before its caller goes on: what the call changed loads again (a write's
   * refresh, lib/refresh.ts). Returns nothing when there is nothing to wait for.
   */
  afterCall: (method: string, url: string) => Promise<unknown> | undefined;
}

let hooks: HttpHooks = { token: () => undefined, notify: () => {}, afterCall: () => undefined };

/** Each hook given replaces the one before; the others stay. */
export function setHttpHooks(next: Partial<HttpHooks>) {
  hooks = { ...hooks, ...next };
}

/** The hooks given, so a test can sign a call in another way and put them back. */
export const httpHooks = (): HttpHooks => hooks;

const getToken = () => hooks.token();

let client: Promise<Client> | undefined;
let backendReady: Promise<unknown> = Promise.resolve();

/**
 * Calls wait for this before they leave: the built-in demo backend starts beside the console, so
 * pages render at once and their first calls go out as soon as it answers.
 */
export function waitForBackend(ready: Promise<unknown>) {
  backendReady = ready;
}

/**
 * The axios instance and the edge, loaded with the first call: the sign-in form is on screen and usable
 * before the client's code has arrived (issue 4's first-page budget).
 */
function getClient(): Promise<Client> {
  client ??= Promise.all([import('axios'), import('./edge'), backendReady]).then(([{ create }, { toModel, notInReference }]) => {
    const instance = create({ baseURL: apiBase, timeout: API_TIMEOUT });
    instance.interceptors.request.use((config) => {
      const token = getToken();
      // Not over a token the call was given: a sign-in link's, looked at before it is taken (features/auth/hand-off).
      if (token) config.headers.set(TOKEN_HEADER, token, false);
      if ((config.method ?? 'get').toLowerCase() === 'get') {
        config.params = { ...(config.params as object | undefined), temp: Math.floor(Date.now() / 1000) };
      }
      return config;
    });
    return { http: instance, toModel, notInReference };
  });
  return client;
}

/** The axios instance, for calls outside the generated ones. */
export const getHttp = () => getClient().then((c) => c.http);

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The app wires this to its session reset and router (so the HTTP layer knows neither). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

interface Envelope {
  code: number;
  message?: string;
  data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

/** Per-call options: the picture library's list, upload and move calls fail without a message (SPEC.md §8). */
export interface RequestOptions {
  silent?: boolean;
}

/**
 * Turns a non-200 envelope into the catalogue's reaction and the error to reject with. `sentToken` is the
 * token the call carried: a 401 for a session already ended or replaced (signed out, or signed in again
 * while the call was on its way) says nothing of the current one, and ends nothing.
 */
function failEnvelope(body: Envelope, sentToken: string | undefined, sessionExpiredMessage = SESSION_EXPIRED_MESSAGE, silent = false): ApiError {
  // 402: the reference backend's "token expired": the end of the session, like 401.
  if (body.code === 401 || body.code === 402) {
    if (sentToken !== getToken()) return new ApiError('unauthorized', sessionExpiredMessage, body.code, true);
    hooks.notify('error', sessionExpiredMessage);
    onUnauthorized();
    return new ApiError('unauthorized', sessionExpiredMessage, body.code);
  }
  if (body.code === 403) {
    if (!silent) hooks.notify('error', FORBIDDEN_MESSAGE);
    return new ApiError('forbidden', FORBIDDEN_MESSAGE, 403, !silent);
  }
  const text = body.message || FALLBACK_ERROR_MESSAGE;
  if (!silent) hooks.notify('error', text);
  return new ApiError('business', text, body.code, !silent);
}

/** axios's error codes for a request that ran out of time. */
const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

function failTransport(error: unknown, silent = false): ApiError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code?: unknown }).code : undefined;
  if (code === 'ERR_CANCELED') return new ApiError('network', 'canceled', undefined, true);
  const timedOut = typeof code === 'string' && TIMEOUT_CODES.has(code);
  const text = timedOut ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE;
  if (!silent) hooks.notify('error', text);
  return new ApiError(timedOut ? 'timeout' : 'network', text, undefined, !silent);
}

const httpStatusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'response' in error ? (error as { response?: { status?: number } }).response?.status : undefined;

/**
 * A call this backend does not have (404, by HTTP status or envelope code, for a call the reference
 * backend lacks too): reading pages show a quiet note where its data would be; an action says so once.
 */
function failUnsupported(config: AxiosRequestConfig, silent: boolean): ApiError {
  const reading = (config.method ?? 'get').toLowerCase() === 'get';
  if (!reading && !silent) hooks.notify('info', UNSUPPORTED_MESSAGE);
  return new ApiError('unsupported', UNSUPPORTED_MESSAGE, 404, !reading && !silent);
}

/** The `data` of a success envelope; error envelopes never resolve. */
export type SuccessData<T> = T extends { code: 200 } ? ('data' extends keyof T ? T['data'] : undefined) : never;

/** orval's mutator: resolves the envelope's `data`, rejects with ApiError after telling the user. */
export async function request<T>(config: AxiosRequestConfig, options: RequestOptions = {}): Promise<SuccessData<T>> {
  const silent = options.silent ?? false;
  let body: unknown;
  const { http, toModel, notInReference } = await getClient().catch((error: unknown) => {
    throw failTransport(error, silent);
  });
  const optional = notInReference(config.method ?? 'get', config.url ?? '');
  // The reference backend has no such call: asking would only fetch its 404, which the browser logs as an error.
  if (optional && isReferenceProfile()) throw failUnsupported(config, silent);
  let sentToken: string | undefined;
  try {
    const response = await http.request<unknown>(config);
    body = response.data;
    sentToken = response.config.headers.get(TOKEN_HEADER)?.toString();
  } catch (error) {
    if (optional && httpStatusOf(error) === 404) throw failUnsupported(config, silent);
    throw failTransport(error, silent);
  }
  if (!isEnvelope(body)) {
    if (!silent) hooks.notify('error', FALLBACK_ERROR_MESSAGE);
    throw new ApiError('malformed', FALLBACK_ERROR_MESSAGE, undefined, !silent);
  }
  if (optional && body.code === 404) throw failUnsupported(config, silent);
  if (body.code !== 200) throw failEnvelope(body, sentToken, SESSION_EXPIRED_MESSAGE, silent);
  // An envelope without data (the contract lets some calls leave it out) reads as null: a query's data must not be undefined.
  const data = toModel(config.method ?? 'get', config.url ?? '', body.data ?? null) as SuccessData<T>;
  const refreshed = hooks.afterCall(config.method ?? 'get', config.url ?? '');
  if (refreshed) await refreshed;
  return data;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

function fileNameFrom(disposition: string | undefined, fallback: string) {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/**
 * orval's mutator for file downloads: the blob, sent with a Bearer Authorization header. A JSON
 * answer instead of a file is an error envelope; an expired session there gets its own message.
 */
// T (the contract's response union) is part of orval's mutator signature; a download always yields a file.
export async function downloadRequest<_T>(config: AxiosRequestConfig): Promise<DownloadedFile> {
  const token = getToken();
  let response;
  try {
    response = await (await getHttp()).request<Blob>({
      ...config,
      responseType: 'blob',
      headers: { ...(config.headers as Record<string, string> | undefined), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    throw failTransport(error);
  }
  const blob = response.data;
  if (blob.type.includes('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(await blob.text());
    } catch {
      body = undefined;
    }
    if (isEnvelope(body) && body.code !== 200) throw failEnvelope(body, token, DOWNLOAD_SESSION_EXPIRED_MESSAGE);
  }
  const disposition = response.headers['content-disposition'] as string | undefined;
  const fallback = typeof (config.params as { fileName?: unknown } | undefined)?.fileName === 'string' ? String((config.params as { fileName: string }).fileName) : 'download';
  return { blob, fileName: fileNameFrom(disposition, fallback) };
}

/** Offers a downloaded blob to the user as a file. */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

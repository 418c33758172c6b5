import { JAVA_CLIENT_HEADER } from './contract';

// A client written for the reference backend (CRMEB's Java), as the tests of the reference wire use it: it
// sends what such a client sends (every filter of a list, empty ones included; `captchaVO: {}` on a first
// sign-in; null for a number it leaves unset) and reads the raw envelope. Its requests are the Java's to
// read, so the contract watcher checks only the answers (contract.ts).

/** The reference backend's envelope. */
export interface JavaAnswer<T = unknown> {
  code: number;
  message: string | null;
  data: T;
}

type Query = Record<string, string | number | boolean | null | undefined | ReadonlyArray<string | number>>;

/** A query as axios writes it: null and undefined left out, '' sent as `key=`, a list comma-joined. */
export function queryString(query: Query = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface JavaClient {
  token: string;
  get<T = unknown>(path: string, query?: Query): Promise<JavaAnswer<T>>;
  post<T = unknown>(path: string, body?: unknown, query?: Query): Promise<JavaAnswer<T>>;
  /** The raw response (a file, Spring's 404 page). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** A client not signed in, or signed in with `token`. */
export function javaClient(token = ''): JavaClient {
  const headers = (extra: Record<string, string> = {}) => ({ [JAVA_CLIENT_HEADER]: '1', ...(token ? { 'Authori-zation': token } : {}), ...extra });
  const send = (path: string, init: RequestInit = {}) => fetch(`http://localhost/api${path}`, { ...init, headers: headers(init.headers as Record<string, string>) });
  return {
    token,
    fetch: send,
    get: async (path, query) => (await send(`${path}${queryString(query)}`)).json(),
    post: async (path, body, query) =>
      (await send(`${path}${queryString(query)}`, { method: 'POST', ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) })).json(),
  };
}

/** Signs in as the reference console does on its first try (an empty captchaVO) and answers the signed-in client. */
export async function signedInJavaClient(account = 'admin', pwd = 'admin123'): Promise<JavaClient> {
  const answer = await javaClient().post<{ token: string } | null>('/admin/merchant/login', { account, pwd, captchaVO: {} });
  if (answer.code !== 200 || !answer.data) throw new Error(`sign-in refused: ${answer.code} ${answer.message}`);
  return javaClient(answer.data.token);
}

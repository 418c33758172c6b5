import { server } from '@/mocks/node';

/** One API call the page made: method, address, and (for POST) its JSON body. */
export interface RecordedRequest {
  method: string;
  url: URL;
  body: Promise<unknown>;
}

type Listener = Parameters<typeof server.events.on<'request:start'>>[1];
const listeners: Listener[] = [];

/** Every API call from now on; ask for them by the end of their path. setup.ts stops it after each test. */
export function recordRequests() {
  const seen: RecordedRequest[] = [];
  const listener: Listener = ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url), body: request.method === 'POST' ? request.clone().json().catch(() => undefined) : Promise.resolve(undefined) });
  };
  server.events.on('request:start', listener);
  listeners.push(listener);
  const matching = (path: string) => seen.filter((r) => r.url.pathname.endsWith(path));
  return {
    last: (path: string) => matching(path).at(-1),
    all: matching,
    count: (path: string) => matching(path).length,
    /** The JSON bodies sent to the path, in order. */
    bodies: (path: string) => Promise.all(matching(path).map((r) => r.body)),
  };
}

/** The JSON bodies the console POSTs to paths ending in `path`, in order (filled as they are sent). */
export function sentBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  const listener: Listener = ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(path)) void request.clone().json().then((body: unknown) => bodies.push(body));
  };
  server.events.on('request:start', listener);
  listeners.push(listener);
  return bodies;
}

/** Stops every recorder (setup.ts, after each test). */
export function stopRecordingRequests() {
  for (const listener of listeners.splice(0)) server.events.removeListener('request:start', listener);
}

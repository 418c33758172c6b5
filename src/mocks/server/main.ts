import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { attachPersistence, clearFaults, getDb, inStore, setFault } from '../db';
import { FAULT_KINDS, type FaultKind } from '../types/db';
import { setSiteOrigin } from '../origin';
import { setDemoWire, type DemoWire } from '../wire/mode';
import { startHttpServer } from './http';
import { openSqliteStore } from './sqlite-store';
import { sessionExpiry } from './sessions';
import { callMayWrite, learnWrite } from './writes';
import { scaleStore } from './scale';

// `npm run server`: the demo backend as an HTTP server, for the bundle a merchant deploys and for the shop's
// other clients (scripts/server.ts builds this file and runs it). Usage in README.md.

const USAGE = `npm run server -- [options]
  --port <n>              port to listen on (8080)
  --host <address>        address to listen on (127.0.0.1)
  --wire spec|reference   answer as SPEC.md's backend (spec, the default) or exactly as CRMEB's Java backend
  --data <file>           where the store is kept (.demo-server/store.sqlite)
  --reset                 start from the seeded store (what is in <file> is dropped)
  --scale products=N,orders=N  with --reset: a store that size (the seed's records copied)
  --cors-origin <origin>  let a browser call from this origin (repeatable); none: same-origin only
  --site-origin <origin>  the console's address, which answers link to (the server's own)
  --media-origin <url>    where answers say the stored files are: the server's own address (the default),
                          or an address that reaches it (https://shop.example.com/api behind a proxy)
  --fault <path>=<kind>   make a call misbehave (repeatable): ${FAULT_KINDS.join(', ')}
  --latency <ms>|<path>=<ms>  wait before answering (every call, or one path; repeatable)
  --session-ttl <seconds> a session ends after this long unused (86400, the reference's)
  --quiet                 no line per call`;

/** A line on the terminal: the server's whole output is for the person who started it. */
const say = (line: string) => process.stdout.write(`${line}\n`);

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    wire: { type: 'string', default: 'spec' },
    data: { type: 'string', default: '.demo-server/store.sqlite' },
    reset: { type: 'boolean', default: false },
    scale: { type: 'string' },
    'cors-origin': { type: 'string', multiple: true, default: [] },
    'site-origin': { type: 'string' },
    'media-origin': { type: 'string' },
    fault: { type: 'string', multiple: true, default: [] },
    latency: { type: 'string', multiple: true, default: [] },
    'session-ttl': { type: 'string', default: '86400' },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});

if (values.help) {
  say(USAGE);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port: not a port: ${values.port}`);
if (values.wire !== 'spec' && values.wire !== 'reference') fail(`--wire: spec or reference, not ${values.wire}`);
const wire = values.wire as DemoWire;
const sessionTtl = Number(values['session-ttl']);
if (!(sessionTtl > 0)) fail(`--session-ttl: seconds, not ${values['session-ttl']}`);

const faults = values.fault.map((spec) => {
  const [path, kind] = spec.split('=');
  if (!path?.startsWith('/') || !FAULT_KINDS.includes(kind as FaultKind)) fail(`--fault: <path>=<kind>, not ${spec}`);
  return [path, kind as FaultKind] as const;
});
let latencyAll = 0;
const latencyByPath = new Map<string, number>();
for (const spec of values.latency) {
  const [path, ms] = spec.includes('=') ? spec.split('=') : [undefined, spec];
  if (!(Number(ms) >= 0)) fail(`--latency: <ms> or <path>=<ms>, not ${spec}`);
  if (path) latencyByPath.set(path, Number(ms));
  else latencyAll = Number(ms);
}

setDemoWire(wire);
setSiteOrigin(values['site-origin'] ?? `http://${values.host}:${port}`);
// Loaded once the wire is chosen: the handlers are made for it.
const { demoBackendFor } = await import('../handlers');

const file = resolve(values.data);
mkdirSync(dirname(file), { recursive: true });
if (values.reset) {
  const { rmSync } = await import('node:fs');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}
const store = openSqliteStore(file, callMayWrite, learnWrite);
await attachPersistence(values.scale ? scaleStore(store, values.scale) : store);
await inStore(() => {
  clearFaults();
  for (const [path, kind] of faults) setFault(path, kind);
});
const sessions = sessionExpiry(file, sessionTtl * 1000);

const server = await startHttpServer({
  host: values.host,
  port,
  handlers: demoBackendFor(wire),
  corsOrigins: values['cors-origin'],
  mediaOrigin: (values['media-origin'] ?? `http://${values.host}:${port}`).replace(/\/+$/, ''),
  latency: (path) => latencyByPath.get(path) ?? latencyAll,
  before: sessions.check,
  log: values.quiet ? () => {} : say,
});
const address = server.address();
const listening = typeof address === 'object' && address ? address.port : port;
say(
  `Demo backend (${wire === 'reference' ? "the reference backend's wire" : "SPEC.md's wire"}) on http://${values.host}:${listening}/api, store ${file}: ${getDb().products.length} products, ${getDb().orders.length} orders` +
    (values['cors-origin'].length ? `; CORS for ${values['cors-origin'].join(', ')}` : ''),
);

const stop = () => {
  server.close();
  store.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

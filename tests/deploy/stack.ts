import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { join, resolve } from 'node:path';

// The bundle a merchant deploys, served as docs/deployment.md says: the production build (no demo backend in
// it), nginx from Debian with the server block the doc shows, and the demo backend as a server over HTTP
// (`npm run server`) behind it, or on an origin of its own (VITE_API_BASE). Each piece is a real process
// the tests can stop and start again.

const ROOT = resolve(import.meta.dirname, '../..');
const WORK = join(ROOT, 'test-results', 'deploy');

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Waits until `port` takes connections. */
async function listening(port: number, what: string, child: ChildProcess, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), done(true)));
      socket.once('error', () => done(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not listen on ${port}`);
}

/** docs/deployment.md's nginx server block, as the doc shows it. */
export function documentedServerBlock(): string {
  const doc = readFileSync(join(ROOT, 'docs/deployment.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/deployment.md shows no nginx block');
  return block;
}

export interface NginxSite {
  port: number;
  root: string;
  /** The backend /api/ goes to (same origin); none: the bundle calls the API's own origin. */
  backend?: string;
  /** The API's origin, added to connect-src as the doc says for VITE_API_BASE. */
  apiOrigin?: string;
}

/**
 * The doc's block with what a deployment sets itself changed, and nothing else: where nginx listens (plain
 * HTTP on loopback, the certificate lines left out), the bundle's folder, the backend's address, and, for a
 * backend on another origin, its origin in connect-src. The headers and locations are the doc's.
 */
export function deployedServerBlock(site: NginxSite): string {
  let block = documentedServerBlock()
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${site.port};`)
    .replace(/^\s*ssl_\w+ .*;\n/gm, '')
    .replace(/root \S+;/, `root ${site.root};`);
  if (site.backend) block = block.replace(/proxy_pass http:\/\/127\.0\.0\.1:8080;/, `proxy_pass ${site.backend};`);
  if (site.apiOrigin) block = block.replace("connect-src 'self'", `connect-src 'self' ${site.apiOrigin}`).replace('img-src \'self\' data: blob: https:', `img-src 'self' data: blob: https: ${site.apiOrigin}`);
  for (const [what, pattern] of [
    ['listen', /listen 127\.0\.0\.1:\d+;/],
    ['root', new RegExp(`root ${site.root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')};`)],
  ] as const) {
    if (!pattern.test(block)) throw new Error(`docs/deployment.md's block has no ${what} line to set`);
  }
  return block;
}

export class Process {
  private child: ChildProcess | null = null;
  readonly output: string[] = [];
  constructor(
    private readonly what: string,
    private readonly command: string,
    private readonly args: () => string[],
    private readonly port: number,
  ) {}

  async start(extra: string[] = []) {
    const child = spawn(this.command, [...this.args(), ...extra], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    this.child = child;
    await listening(this.port, this.what, child);
  }

  /** Stops it: with SIGKILL, as a crash (nothing flushed, nothing said). */
  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill(signal);
    });
    this.child = null;
  }
}

/** Builds something once per test run, across workers (a marker file says it is done). */
function once(name: string, make: () => void) {
  const marker = join(WORK, `${name}.built`);
  const lock = join(WORK, `${name}.lock`);
  mkdirSync(WORK, { recursive: true });
  for (;;) {
    if (existsSync(marker)) return;
    try {
      mkdirSync(lock);
    } catch {
      spawnSync('sleep', ['0.5']);
      continue;
    }
    try {
      if (!existsSync(marker)) {
        make();
        writeFileSync(marker, '');
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe', encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** The production bundle as `npm run build` makes it, with the settings of README's "Using a real backend". */
export function productionBundle(name: string, env: Record<string, string>): string {
  // A bundle that names its backend's address is built for that address (a retry's backend has another port).
  const key = [name, ...Object.values(env).map((v) => v.replace(/\W+/g, '-'))].join('-');
  const out = join(WORK, `dist-${key}`);
  once(`bundle-${key}`, () => run('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { VITE_DEMO_BACKEND: 'false', ...env }));
  return out;
}

/** The demo backend's server, as `npm run server` builds it. */
export function serverBuild() {
  once('server', () => run('node', ['scripts/server.ts', '--help']));
}

export interface Stack {
  /** Where the console is served. */
  site: string;
  /** Lets a day pass for the backend's sessions: each ends as one unused for longer than its lifetime does. */
  ageSessions(): void;
  /** Where the API is (the site itself when nginx proxies it). */
  api: string;
  backend: Process;
  nginx: Process;
  stop(): Promise<void>;
}

export interface StackOptions {
  name: string;
  wire: 'spec' | 'reference';
  /** The build's settings (VITE_BACKEND_PROFILE, VITE_API_BASE…). */
  bundle: (api: string) => Record<string, string>;
  crossOrigin: boolean;
}

/** nginx serving the bundle, and the demo backend's server, on ports of their own. */
export async function startStack({ name, wire, bundle, crossOrigin }: StackOptions): Promise<Stack> {
  serverBuild();
  const [sitePort, apiPort] = [await freePort(), await freePort()];
  const site = `http://127.0.0.1:${sitePort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const root = productionBundle(`${name}`, bundle(crossOrigin ? apiOrigin : ''));
  const dir = join(WORK, `nginx-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const server = deployedServerBlock({ port: sitePort, root, ...(crossOrigin ? { apiOrigin } : { backend: apiOrigin }) });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/logs/error.log warn;\nevents { worker_connections 256; }\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log off;\n` +
      ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};\n`).join('') +
      `${server}}\n`,
  );
  const data = join(WORK, `store-${name}.sqlite`);
  // Behind nginx the files are reached as the site's /api/demo-files/…; on its own origin, there.
  const media = crossOrigin ? ['--cors-origin', site] : ['--media-origin', `${site}/api`];
  const backend = new Process('the demo backend', process.execPath, () => ['dist-server/server.js', '--port', String(apiPort), '--wire', wire, '--data', data, '--quiet', ...media], apiPort);
  const nginx = new Process('nginx', 'nginx', () => ['-p', dir, '-c', conf], sitePort);
  await backend.start(['--reset']);
  await nginx.start();
  return {
    site,
    ageSessions: () => {
      const sql = new DatabaseSync(data);
      sql.exec(`UPDATE session_renewed SET at = at - ${2 * 86_400_000}`);
      sql.close();
    },
    api: crossOrigin ? apiOrigin : site,
    backend,
    nginx,
    stop: async () => {
      await nginx.stop();
      await backend.stop();
    },
  };
}

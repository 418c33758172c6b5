import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, SERVER_ENTRY } from '../../scripts/server.ts';

// `npm run server`: the demo backend over HTTP, as the shop's other clients and the deployed bundle meet it.
// Each test starts the built server (dist-server/) as a process of its own on a store file of its own.

interface Running {
  child: ChildProcess;
  port: number;
  output: string[];
  url: (path: string) => string;
}

const dir = mkdtempSync(join(tmpdir(), 'demo-server-'));
let nextPort = 18_600 + Math.floor(Math.random() * 800);
const running: Running[] = [];

async function start(args: string[] = [], file = join(dir, `store-${nextPort}.sqlite`)): Promise<Running> {
  const port = nextPort++;
  const child = spawn(process.execPath, [SERVER_ENTRY, '--port', String(port), '--data', file, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  const server = { child, port, output, url: (path: string) => `http://127.0.0.1:${port}${path}` };
  running.push(server);
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output.join('\n')}`);
    if (await new Promise<boolean>((done) => connect(port, '127.0.0.1').once('connect', function (this: import('node:net').Socket) { this.destroy(); done(true); }).once('error', () => done(false)))) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not listen: ${output.join('\n')}`);
}

async function stop(server: Running, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  await new Promise((done) => {
    server.child.once('exit', done);
    server.child.kill(signal);
  });
}

interface Envelope<T = unknown> {
  code: number;
  message: string | null;
  data: T;
}

async function call<T = unknown>(server: Running, path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...(init.token ? { 'Authori-zation': init.token } : {}), ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) };
  const response = await fetch(server.url(`/api${path}`), { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) }, body: init.json === undefined ? init.body : JSON.stringify(init.json) });
  return (await response.json()) as Envelope<T>;
}

async function signIn(server: Running, account = 'admin', pwd = 'admin123') {
  const answer = await call<{ token: string }>(server, '/admin/merchant/login', { method: 'POST', json: { account, pwd } });
  return answer.data.token;
}

const labels = async (server: Running, token: string) => (await call<{ list: Array<{ name: string }> }>(server, '/admin/merchant/product/label/list?page=1&limit=500', { token })).data.list.map((l) => l.name);

beforeAll(async () => {
  await buildServer();
}, 120_000);

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => stop(s)));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the demo backend as a server', () => {
  it('answers a call as the browser’s demo does, and logs one line for it: method, path, status, time', async () => {
    const server = await start(['--reset']);
    const token = await signIn(server);
    const page = await call<{ list: unknown[]; total: number }>(server, '/admin/merchant/product/list?page=1&limit=5&type=1', { token });
    expect(page).toMatchObject({ code: 200, message: '操作成功' });
    expect(page.data.list).toHaveLength(5);
    await expect.poll(() => server.output).toContainEqual(expect.stringMatching(/^GET \/api\/admin\/merchant\/product\/list 200 \d+ms code 200$/));
  });

  it('keeps what was saved across a restart, and starts afresh with --reset', async () => {
    const file = join(dir, 'restart.sqlite');
    let server = await start(['--reset'], file);
    let token = await signIn(server);
    expect(await call(server, '/admin/merchant/product/label/save', { method: 'POST', token, json: { name: '重启之后', sort: 1 } })).toMatchObject({ code: 200 });
    await stop(server);
    server = await start([], file);
    token = await signIn(server);
    expect(await labels(server, token)).toContain('重启之后');
    await stop(server);
    server = await start(['--reset'], file);
    token = await signIn(server);
    expect(await labels(server, token)).not.toContain('重启之后');
  });

  it('loses no answered write when killed in the middle of writing, and keeps no half of one', async () => {
    const file = join(dir, 'killed.sqlite');
    let server = await start(['--reset', '--quiet'], file);
    const token = await signIn(server);
    const answered: string[] = [];
    const writes = Array.from({ length: 60 }, (_, i) =>
      call(server, '/admin/merchant/product/label/save', { method: 'POST', token, json: { name: `写入${i}`, sort: i } }).then(
        (answer) => answer.code === 200 && answered.push(`写入${i}`),
        () => undefined,
      ),
    );
    // Killed once some have been answered, others still on their way.
    await expect.poll(() => answered.length, { timeout: 10_000, interval: 5 }).toBeGreaterThan(10);
    await stop(server, 'SIGKILL');
    await Promise.all(writes);
    server = await start([], file);
    const kept = await labels(server, await signIn(server));
    expect(answered.filter((name) => !kept.includes(name))).toEqual([]);
    expect(new Set(kept).size).toBe(kept.length);
  });

  it('serves the backend’s calls and its files, and nothing else', async () => {
    const server = await start(['--reset']);
    for (const path of ['/', '/index.html', '/login', '/assets/app.js']) expect((await fetch(server.url(path))).status).toBe(404);
    const token = await signIn(server);
    const me = await call<{ avatar: string }>(server, '/admin/merchant/getAdminInfoByToken', { token });
    // A stored file's address is absolute on the server (its media origin), as the reference answers its media domain.
    expect(me.data.avatar).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/demo-files/`));
    const avatar = await fetch(me.data.avatar);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toMatch(/^image\//);
  });

  it('lets a browser call across origins only from the origins given', async () => {
    const site = 'http://console.example.test';
    const server = await start(['--reset', '--cors-origin', site]);
    const preflight = (origin: string) => fetch(server.url('/api/admin/merchant/getMenus'), { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authori-zation' } });
    const allowed = await preflight(site);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(site);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Authori-zation/);
    const refused = await preflight('http://evil.example.test');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(server.url('/api/admin/merchant/getLoginPic'), { headers: { origin: site } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(site);
    expect((await fetch(server.url('/api/admin/merchant/getLoginPic'), { headers: { origin: 'http://evil.example.test' } })).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('misbehaves on the paths told (--fault), and waits as told (--latency)', async () => {
    const server = await start(['--reset', '--fault', '/admin/merchant/getMenus=500', '--latency', '/admin/merchant/getLoginPic=400']);
    const token = await signIn(server);
    expect(await call(server, '/admin/merchant/getMenus', { token })).toMatchObject({ code: 500, message: '系统繁忙，请稍后重试' });
    const started = performance.now();
    expect(await call(server, '/admin/merchant/getLoginPic')).toMatchObject({ code: 200 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('ends a session unused for longer than --session-ttl', async () => {
    const server = await start(['--reset', '--session-ttl', '1']);
    const token = await signIn(server);
    expect(await call(server, '/admin/merchant/getAdminInfoByToken', { token })).toMatchObject({ code: 200 });
    await new Promise((r) => setTimeout(r, 1_300));
    expect(await call(server, '/admin/merchant/getAdminInfoByToken', { token })).toMatchObject({ code: 401 });
  });

  it('answers as the reference backend with --wire reference: its envelope, and Spring’s 404 for a call it has not', async () => {
    const server = await start(['--reset', '--wire', 'reference']);
    const token = (await call<{ token: string }>(server, '/admin/merchant/login', { method: 'POST', json: { account: 'admin', pwd: 'admin123', captchaVO: {} } })).data.token;
    expect(await call(server, '/admin/merchant/product/list?page=1&limit=2&type=1&cateId=&keywords=', { token })).toMatchObject({ code: 200, message: null });
    const missing = await fetch(server.url('/api/admin/merchant/statistics/home/sales/trend'), { headers: { 'Authori-zation': token } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, error: 'Not Found' });
  });
});

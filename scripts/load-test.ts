// `npm run load-test [-- options]`: the demo backend's server under the load of a store's staff, on loopback only.
// It starts `npm run server` on a store of the size asked (10,000 products and 100,000 orders by default), then
// runs concurrent clients for a while, each signed in on its own and calling as a person at the console does,
// with a pause between calls: list pages (orders, products, their tab counts), details, and writes (a new label,
// and the remark of an order the client alone writes). It fails on any refused or failed call, on a write
// answered but not kept (or kept twice), and on a p95 over the budget: a list 50 ms, a write 100 ms.
//   --clients N (20)  --seconds N (60)  --products N (10000)  --orders N (100000)  --think MS (100-400, random)
//   --smoke: 4 clients for 5 s on 1,000 products and 5,000 orders, no latency budget (what `npm run ci` runs)
//   --grow: the single-client timings at 1,000, 10,000 and 100,000 orders (docs/performance.md)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer, SERVER_ENTRY } from './server.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '60' },
    products: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '100000' },
    think: { type: 'string', default: '100-400' },
    smoke: { type: 'boolean', default: false },
    grow: { type: 'boolean', default: false },
  },
});
const smoke = values.smoke;
const CLIENTS = smoke ? 4 : Number(values.clients);
const SECONDS = smoke ? 5 : Number(values.seconds);
const [THINK_MIN, THINK_MAX] = values.think.split('-').map(Number) as [number, number];
const BUDGET_MS = { list: 50, write: 100 };

type Kind = 'list' | 'detail' | 'write';
interface Sample {
  kind: Kind;
  what: string;
  ms: number;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

interface Server {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

async function startServer(products: number, orders: number): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'load-test-'));
  const port = 19_000 + Math.floor(Math.random() * 1000);
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY, '--port', String(port), '--data', join(dir, 'store.sqlite'), '--reset', '--quiet', '--scale', `products=${products},orders=${orders}`], { stdio: ['ignore', 'pipe', 'inherit'] });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited');
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), done(true)));
      socket.once('error', () => done(false));
    });
    if (open) break;
    await sleep(100);
  }
  say(`server ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${products} products, ${orders} orders`);
  return {
    child,
    base: `http://127.0.0.1:${port}/api`,
    stop: async () => {
      await new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Envelope<T> {
  code: number;
  message: string | null;
  data: T;
}

class Client {
  token = '';
  private readonly base: string;
  private readonly samples: Sample[];
  private readonly errors: string[];
  constructor(base: string, samples: Sample[], errors: string[]) {
    this.base = base;
    this.samples = samples;
    this.errors = errors;
  }

  async call<T>(kind: Kind, what: string, path: string, body?: unknown): Promise<T | undefined> {
    const started = performance.now();
    try {
      const response = await fetch(`${this.base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'Authori-zation': this.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as Envelope<T>;
      this.samples.push({ kind, what, ms: performance.now() - started });
      if (answer.code !== 200) {
        this.errors.push(`${what}: ${answer.code} ${answer.message}`);
        return undefined;
      }
      return answer.data;
    } catch (error) {
      this.errors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  async signIn() {
    const login = await this.call<{ token: string }>('write', 'sign in', '/admin/merchant/login', { account: 'admin', pwd: 'admin123' });
    this.token = login?.token ?? '';
  }
}

const ORDER_TABS = ['all', 'unPaid', 'notShipped', 'spike', 'complete', 'refunded'];

/** One person's calls until the time is up, with what they wrote. */
async function work(client: Client, id: number, until: number, orderNos: string[], productIds: number[], mine: string[], think: readonly [number, number]) {
  const labels: string[] = [];
  const remarks = new Map<string, string>();
  let n = 0;
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.3) await client.call('list', 'order list', `/admin/merchant/order/list?page=${1 + Math.floor(Math.random() * 50)}&limit=20&status=${pick(ORDER_TABS)}`);
    else if (roll < 0.4) await client.call('list', 'order counts', '/admin/merchant/order/status/num');
    else if (roll < 0.55) await client.call('list', 'product list', `/admin/merchant/product/list?page=${1 + Math.floor(Math.random() * 50)}&limit=20&type=${1 + Math.floor(Math.random() * 5)}`);
    else if (roll < 0.6) await client.call('list', 'product counts', '/admin/merchant/product/tabs/headers');
    else if (roll < 0.72) await client.call('detail', 'order detail', `/admin/merchant/order/info/${pick(orderNos)}`);
    else if (roll < 0.82) await client.call('detail', 'product detail', `/admin/merchant/product/info/${pick(productIds)}`);
    else if (roll < 0.91) {
      const name = `压测${id}-${n++}`;
      if ((await client.call('write', 'label save', '/admin/merchant/product/label/save', { name, sort: 0 })) !== undefined) labels.push(name);
    } else {
      const orderNo = pick(mine);
      const remark = `第 ${id} 位 第 ${n++} 次`;
      if ((await client.call('write', 'order remark', '/admin/merchant/order/mark', { orderNo, remark })) !== undefined) remarks.set(orderNo, remark);
    }
    if (think[1] > 0) await sleep(think[0] + Math.random() * (think[1] - think[0]));
  }
  return { labels, remarks };
}

const percentile = (samples: number[], p: number) => {
  const sorted = samples.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

function report(samples: Sample[]) {
  const rows = new Map<string, number[]>();
  for (const s of samples) rows.set(`${s.kind}: ${s.what}`, [...(rows.get(`${s.kind}: ${s.what}`) ?? []), s.ms]);
  for (const kind of ['list', 'detail', 'write'] as const) rows.set(`${kind} (all)`, samples.filter((s) => s.kind === kind).map((s) => s.ms));
  say('| calls | n | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|');
  for (const [what, ms] of rows) say(`| ${what} | ${ms.length} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 95).toFixed(1)} | ${percentile(ms, 99).toFixed(1)} |`);
  return { list: percentile(rows.get('list (all)') ?? [], 95), write: percentile(rows.get('write (all)') ?? [], 95) };
}

async function load(products: number, orders: number, clients: number, seconds: number, think: readonly [number, number] = [THINK_MIN, THINK_MAX]) {
  const server = await startServer(products, orders);
  const samples: Sample[] = [];
  const errors: string[] = [];
  try {
    const people = Array.from({ length: clients }, () => new Client(server.base, samples, errors));
    await Promise.all(people.map((c) => c.signIn()));
    // What to read: order numbers and product ids from the first pages; each client remarks on its own orders.
    const orderPage = await people[0]!.call<{ list: Array<{ orderNo: string }> }>('list', 'order list', '/admin/merchant/order/list?page=1&limit=200&status=all');
    const productPage = await people[0]!.call<{ list: Array<{ id: number }> }>('list', 'product list', '/admin/merchant/product/list?page=1&limit=200&type=1');
    const orderNos = orderPage?.list.map((o) => o.orderNo) ?? [];
    const productIds = productPage?.list.map((p) => p.id) ?? [];
    samples.length = 0;
    const until = Date.now() + seconds * 1000;
    const written = await Promise.all(people.map((c, i) => work(c, i, until, orderNos, productIds, orderNos.filter((_, k) => k % clients === i), think)));
    const measured = samples.splice(0);

    // Every write answered is kept, once.
    const checker = people[0]!;
    const labels = (await checker.call<{ list: Array<{ name: string }> }>('list', 'label list', '/admin/merchant/product/label/list?page=1&limit=9999'))?.list.map((l) => l.name) ?? [];
    const lost: string[] = [];
    for (const { labels: mine, remarks } of written) {
      for (const name of mine) if (labels.filter((l) => l === name).length !== 1) lost.push(`label ${name}: kept ${labels.filter((l) => l === name).length} times`);
      for (const [orderNo, remark] of remarks) {
        const info = await checker.call<{ merchantRemark?: string }>('detail', 'order detail', `/admin/merchant/order/info/${orderNo}`);
        if (info?.merchantRemark !== remark) lost.push(`order ${orderNo}: remark ${JSON.stringify(info?.merchantRemark)}, last written ${JSON.stringify(remark)}`);
      }
    }
    const writes = written.reduce((n, w) => n + w.labels.length + w.remarks.size, 0);
    say(`${clients} clients, ${seconds} s, ${measured.length} calls (${(measured.length / seconds).toFixed(0)} a second), ${writes} writes checked`);
    return { p95: report(measured), errors, lost };
  } finally {
    await server.stop();
  }
}

await buildServer();
let failed = false;
if (values.grow) {
  for (const orders of [1_000, 10_000, 100_000]) {
    say(`\n### ${orders} orders, ${Number(values.products)} products, one client without pauses`);
    const { errors } = await load(Number(values.products), orders, 1, 15, [0, 0]);
    failed ||= errors.length > 0;
  }
} else {
  const products = smoke ? 1_000 : Number(values.products);
  const orders = smoke ? 5_000 : Number(values.orders);
  const { p95, errors, lost } = await load(products, orders, CLIENTS, SECONDS);
  for (const e of errors.slice(0, 20)) say(`error: ${e}`);
  for (const l of lost.slice(0, 20)) say(`lost: ${l}`);
  const overBudget = !smoke && (p95.list > BUDGET_MS.list || p95.write > BUDGET_MS.write);
  if (overBudget) say(`over budget: list p95 ${p95.list.toFixed(1)} ms (≤ ${BUDGET_MS.list}), write p95 ${p95.write.toFixed(1)} ms (≤ ${BUDGET_MS.write})`);
  failed = errors.length > 0 || lost.length > 0 || overBudget;
  say(failed ? 'FAILED' : 'passed');
}
process.exit(failed ? 1 : 0);

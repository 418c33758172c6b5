import type { DemoPersistence } from '../db';
import type { DemoDb } from '../types/db';

// A store of the size given (`--scale products=10000,orders=100000`), for the load test and the figures of
// docs/performance.md: the seeded products and orders copied, each copy with ids and numbers of its own.

type Sizes = Partial<Record<'products' | 'orders', number>>;

export function parseSizes(spec: string): Sizes {
  const sizes: Sizes = {};
  for (const part of spec.split(',')) {
    const [name, count] = part.split('=');
    if ((name !== 'products' && name !== 'orders') || !(Number(count) >= 0)) throw new Error(`--scale: products=N,orders=N, not ${spec}`);
    sizes[name] = Number(count);
  }
  return sizes;
}

/** `count - seeded` copies of a list's records, round and round, made by `copy` (the nth copy). */
function copies<T>(list: readonly T[], count: number, copy: (template: T, n: number) => T): T[] {
  return Array.from({ length: Math.max(0, count - list.length) }, (_, n) => copy(structuredClone(list[n % list.length]!), n));
}

/** A time `minutes` before another (yyyy-MM-dd HH:mm:ss, as the store keeps times). */
const pad = (n: number) => String(n).padStart(2, '0');

function before(time: string, minutes: number) {
  const at = new Date(new Date(`${time.replace(' ', 'T')}`).getTime() - minutes * 60_000);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/**
 * The store with its products and orders copied up to the sizes given. The copies of the orders are older than
 * the seeded ones, a few minutes apart, and come before them: the orders stay in the order they came, as a store's do.
 */
export function scaled(db: DemoDb, sizes: Sizes): DemoDb {
  let productId = Math.max(...db.products.map((p) => p.id));
  db.products = db.products.concat(
    copies(db.products, sizes.products ?? 0, (p, n) => {
      const id = ++productId;
      return { ...p, id, name: `${p.name} ${n + 1}`, attrValue: p.attrValue.map((sku, k) => ({ ...sku, id: id * 100 + k, productId: id })) };
    }),
  );
  let lineId = Math.max(...db.orders.flatMap((o) => o.lines.map((l) => l.id ?? 0)));
  const oldest = db.orders.reduce((t, o) => (o.createTime < t ? o.createTime : t), db.orders[0]!.createTime);
  const older = copies(db.orders, sizes.orders ?? 0, (o, n) => {
    const orderNo = `${o.orderNo}${String(n).padStart(6, '0')}`;
    return { ...o, orderNo, createTime: before(oldest, 3 * (n + 1)), lines: o.lines.map((l) => ({ ...l, id: ++lineId, orderNo })), invoices: o.invoices.map((v) => ({ ...v, orderNo })) };
  });
  db.orders = older.toReversed().concat(db.orders);
  return db;
}

/** The store, made to the sizes given when it is made anew (the first start, or --reset). */
export function scaleStore<T extends DemoPersistence>(store: T, spec: string): T {
  const sizes = parseSizes(spec);
  return { ...store, saveFresh: (fresh: DemoDb, usable: (saved: unknown) => saved is DemoDb) => store.saveFresh(scaled(fresh, sizes), usable) };
}

import type { DemoDb, DemoPersistence } from '../db';

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

/** Copies of a list's first `seeded` records, round and round, until it holds `count`. */
function grow<T>(list: T[], count: number, copy: (template: T, n: number) => T) {
  const seeded = list.length;
  for (let n = seeded; n < count; n++) list.push(copy(structuredClone(list[n % seeded]!), n));
}

export function scaled(db: DemoDb, sizes: Sizes): DemoDb {
  let productId = Math.max(...db.products.map((p) => p.id));
  grow(db.products, sizes.products ?? 0, (p, n) => {
    const id = ++productId;
    return { ...p, id, name: `${p.name} ${n}`, attrValue: p.attrValue.map((sku, k) => ({ ...sku, id: id * 100 + k, productId: id })) };
  });
  let lineId = Math.max(...db.orders.flatMap((o) => o.lines.map((l) => l.id ?? 0)));
  grow(db.orders, sizes.orders ?? 0, (o, n) => {
    const orderNo = `${o.orderNo}${String(n).padStart(6, '0')}`;
    return { ...o, orderNo, lines: o.lines.map((l) => ({ ...l, id: ++lineId, orderNo })), invoices: o.invoices.map((v) => ({ ...v, orderNo })) };
  });
  return db;
}

/** The store, made to the sizes given when it is made anew (the first start, or --reset). */
export function scaleStore<T extends DemoPersistence>(store: T, spec: string): T {
  const sizes = parseSizes(spec);
  return { ...store, saveFresh: (fresh: DemoDb, usable: (saved: unknown) => saved is DemoDb) => store.saveFresh(scaled(fresh, sizes), usable) };
}

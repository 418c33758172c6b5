// What a call changed in the demo store, record by record, for the server's store on disk: the demo's rules
// change the store in place (`order.status = 2`, `db.orders.push(…)`, `db.products = db.products.filter(…)`),
// and saving the whole store after each call would write 100,000 orders to change one. During a call that
// may write, the store is seen through proxies that note which record of which collection each change
// touched; the store itself is never a proxy, and nothing but the proxies' caches outlives the call.

/** How a top-level value of the store is kept: a list of records by key, a map by property, or whole. */
export type Kind = 'list' | 'map' | 'value';

export interface Changes {
  /** Values replaced or changed, kept whole. */
  whole: Set<string>;
  /** Lists whose members or their order may have changed (an element set, removed, the list replaced). */
  members: Set<string>;
  /** Lists' records changed in place or new, by list: the records themselves. */
  records: Map<string, Set<object>>;
  /** Maps' properties set, deleted or changed inside, by map. */
  entries: Map<string, Set<string>>;
}

const RAW = Symbol('raw');
type Wrapped = { [RAW]?: object };

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
const isPlain = (value: unknown): value is Record<string, unknown> => isObject(value) && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** The store's own object behind a proxy. */
export const raw = <T>(value: T): T => (isObject(value) && (value as Wrapped)[RAW] ? ((value as Wrapped)[RAW] as T) : value);

/** A value about to be stored, without a proxy at any depth (a spread of a record copies its nested proxies). */
export function unwrapDeep<T>(value: T, seen = new Map<object, unknown>()): T {
  if (!isObject(value)) return value;
  const own = raw(value) as object;
  if (own !== value) return own as T;
  if (seen.has(own)) return seen.get(own) as T;
  if (Array.isArray(own)) {
    seen.set(own, own);
    for (let i = 0; i < own.length; i++) {
      const item: unknown = own[i];
      if (isObject(item)) own[i] = unwrapDeep(item, seen);
    }
  } else if (isPlain(own)) {
    seen.set(own, own);
    for (const [key, item] of Object.entries(own)) if (isObject(item)) (own as Record<string, unknown>)[key] = unwrapDeep(item, seen);
  }
  return own as T;
}

/**
 * Array methods whose callback only reads (a predicate) or that compare elements: run on the list itself,
 * the predicate given the plain records, the answer given back through the proxies. A list of 100,000
 * orders searched element by element through a proxy took ~40 ms; this takes what the search takes.
 */
const PREDICATES = new Set(['find', 'findIndex', 'findLast', 'findLastIndex', 'filter', 'some', 'every', 'includes', 'indexOf', 'lastIndexOf']);

export function createTracker(kindOf: (key: string) => Kind) {
  const changes: Changes = { whole: new Set(), members: new Set(), records: new Map(), entries: new Map() };
  const recordsOf = (key: string) => changes.records.get(key) ?? changes.records.set(key, new Set()).get(key)!;
  const entriesOf = (key: string) => changes.entries.get(key) ?? changes.entries.set(key, new Set()).get(key)!;
  /** One proxy per object and owner, so a record read twice is the same object to the rules. */
  const proxies = new WeakMap<object, Map<() => void, object>>();

  /** An object of a record (or the record), every change at any depth noted by `mark`. */
  function deep<T extends object>(target: T, mark: () => void): T {
    const byOwner = proxies.get(target) ?? proxies.set(target, new Map()).get(target)!;
    const known = byOwner.get(mark);
    if (known) return known as T;
    const proxy = new Proxy(target, {
      get(t, p, receiver) {
        if (p === RAW) return t;
        const value: unknown = Reflect.get(t, p, receiver);
        return isObject(value) && (Array.isArray(value) || isPlain(value)) ? deep(value, mark) : value;
      },
      set(t, p, value) {
        mark();
        return Reflect.set(t, p, unwrapDeep(value));
      },
      deleteProperty(t, p) {
        mark();
        return Reflect.deleteProperty(t, p);
      },
    });
    byOwner.set(mark, proxy);
    return proxy;
  }

  const marks = new Map<object, () => void>();
  /** The mark of a list's record: the record noted as changed. */
  const recordMark = (key: string, record: object) => marks.get(record) ?? marks.set(record, () => recordsOf(key).add(record)).get(record)!;
  const entryMarks = new Map<string, () => void>();
  const entryMark = (key: string, name: string) => {
    const id = `${key}\u0000${name}`;
    return entryMarks.get(id) ?? entryMarks.set(id, () => entriesOf(key).add(name)).get(id)!;
  };
  const wrapRecord = (key: string, item: unknown) => (isObject(item) ? deep(item, recordMark(key, item)) : item);

  function list(key: string, target: unknown[]): unknown[] {
    return new Proxy(target, {
      get(t, p, receiver) {
        if (p === RAW) return t;
        if (typeof p === 'string' && PREDICATES.has(p)) {
          return (first: unknown, ...rest: unknown[]) => {
            const method = (Array.prototype as unknown as Record<string, (...args: unknown[]) => unknown>)[p]!;
            if (typeof first !== 'function') return method.call(t, raw(first), ...rest);
            const answer = method.call(t, (item: unknown, index: number) => (first as (item: unknown, index: number, list: unknown[]) => unknown)(item, index, receiver as unknown[]), ...rest);
            if (p === 'filter') return (answer as unknown[]).map((item) => wrapRecord(key, item));
            return p === 'find' || p === 'findLast' ? wrapRecord(key, answer) : answer;
          };
        }
        const value: unknown = Reflect.get(t, p, receiver);
        return typeof p === 'string' && /^\d+$/.test(p) ? wrapRecord(key, value) : value;
      },
      set(t, p, value) {
        const stored = unwrapDeep(value);
        if (typeof p === 'string' && /^\d+$/.test(p)) {
          if (t[Number(p)] !== stored) changes.members.add(key);
          if (isObject(stored)) recordsOf(key).add(stored);
        } else if (p === 'length' && stored !== t.length) changes.members.add(key);
        return Reflect.set(t, p, stored);
      },
      deleteProperty(t, p) {
        changes.members.add(key);
        return Reflect.deleteProperty(t, p);
      },
    });
  }

  function map(key: string, target: Record<string, unknown>): Record<string, unknown> {
    return new Proxy(target, {
      get(t, p, receiver) {
        if (p === RAW) return t;
        const value: unknown = Reflect.get(t, p, receiver);
        return typeof p === 'string' && isObject(value) ? deep(value, entryMark(key, p)) : value;
      },
      set(t, p, value) {
        if (typeof p === 'string') entriesOf(key).add(p);
        return Reflect.set(t, p, unwrapDeep(value));
      },
      deleteProperty(t, p) {
        if (typeof p === 'string') entriesOf(key).add(p);
        return Reflect.deleteProperty(t, p);
      },
    });
  }

  /** A list or map replaced whole: what differs from the one before, by identity. */
  function replaced(key: string, before: unknown, after: unknown) {
    const kind = kindOf(key);
    if (kind === 'list' && Array.isArray(before) && Array.isArray(after)) {
      changes.members.add(key);
      const kept = new Set(before);
      for (const item of after) if (isObject(item) && !kept.has(item)) recordsOf(key).add(item);
    } else if (kind === 'map' && isPlain(before) && isPlain(after)) {
      for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) if (before[name] !== after[name]) entriesOf(key).add(name);
    } else changes.whole.add(key);
  }

  let root: object | undefined;
  /** The store seen through the proxies for one call (one view, however often the call asks for the store). */
  function view<T extends object>(store: T): T {
    if (root && raw(root) === store) return root as T;
    const lists = new Map<string, unknown[]>();
    const maps = new Map<string, Record<string, unknown>>();
    root = new Proxy(store, {
      get(t, p, receiver) {
        if (p === RAW) return t;
        const value: unknown = Reflect.get(t, p, receiver);
        if (typeof p !== 'string' || !isObject(value)) return value;
        const kind = kindOf(p);
        if (kind === 'list' && Array.isArray(value)) {
          if (!lists.has(p) || raw(lists.get(p)) !== value) lists.set(p, list(p, value));
          return lists.get(p);
        }
        if (kind === 'map' && isPlain(value)) {
          if (!maps.has(p) || raw(maps.get(p)) !== value) maps.set(p, map(p, value));
          return maps.get(p);
        }
        return deep(value, () => changes.whole.add(p));
      },
      set(t, p, value) {
        const stored = unwrapDeep(value);
        if (typeof p === 'string') replaced(p, Reflect.get(t, p), stored);
        return Reflect.set(t, p, stored);
      },
      deleteProperty(t, p) {
        if (typeof p === 'string') changes.whole.add(p);
        return Reflect.deleteProperty(t, p);
      },
    });
    return root as T;
  }

  return { changes, view };
}

import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { DemoPersistence } from '../db';
import type { DemoDb } from '../types/db';
import { createTracker, raw, type Changes, type Kind } from './tracker';

// The server's demo store on disk, in Node's built-in SQLite: one row per record of a list (by its id),
// per property of a map (sessions, files…), per other value; each call's changes written in one
// transaction before its answer leaves (WAL: a process killed mid-write leaves the last whole commit).

interface Layout {
  kind: Kind;
  /** A list's key field. */
  id?: string;
}

/** A list's records are kept one by one when each has a unique key in one of these fields. */
const KEY_FIELDS = ['id', 'attId', 'uid', 'orderNo', 'refundOrderNo', 'token', 'key'];

const isPlain = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

function layoutOf(value: unknown): Layout {
  if (Array.isArray(value)) {
    const id = KEY_FIELDS.find((field) => {
      const keys = value.map((item: unknown) => (isPlain(item) ? item[field] : undefined));
      return keys.every((k) => typeof k === 'number' || typeof k === 'string') && new Set(keys).size === keys.length;
    });
    return id ? { kind: 'list', id } : { kind: 'value' };
  }
  return isPlain(value) ? { kind: 'map' } : { kind: 'value' };
}

const SCHEMA = `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = NORMAL;
  CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS records (collection TEXT NOT NULL, key TEXT NOT NULL, seq REAL NOT NULL, body TEXT NOT NULL, PRIMARY KEY (collection, key)) WITHOUT ROWID;
`;

export interface SqliteStore extends DemoPersistence {
  /** Runs one call: alone (calls never interleave), its changes noted when it may write. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): void;
}

/**
 * The store in `file`. `mayWrite()` says whether the call now running may change the store: it is then
 * seen through the change tracker; a call that changes the store without it is saved whole (and
 * `onUntracked` hears of it, so the next one like it is tracked).
 */
export function openSqliteStore(file: string, mayWrite: () => boolean, onUntracked: () => void): SqliteStore {
  const sql = new DatabaseSync(file);
  sql.exec(SCHEMA);
  const statements = {
    meta: sql.prepare('SELECT value FROM meta WHERE name = ?'),
    setMeta: sql.prepare('INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value'),
    all: sql.prepare('SELECT collection, key, seq, body FROM records ORDER BY collection, seq'),
    put: sql.prepare('INSERT INTO records (collection, key, seq, body) VALUES (?, ?, ?, ?) ON CONFLICT (collection, key) DO UPDATE SET seq = excluded.seq, body = excluded.body'),
    body: sql.prepare('UPDATE records SET body = ? WHERE collection = ? AND key = ?'),
    seq: sql.prepare('UPDATE records SET seq = ? WHERE collection = ? AND key = ?'),
    drop: sql.prepare('DELETE FROM records WHERE collection = ? AND key = ?'),
    clear: sql.prepare('DELETE FROM records'),
  } satisfies Record<string, StatementSync>;

  let layouts: Record<string, Layout> = {};
  /** Each list's keys as stored, with their order. */
  const stored = new Map<string, Map<string, number>>();
  let tracker: ReturnType<typeof createTracker> | null = null;
  /** The store object last written or read: another one (a reset) is written whole. */
  let current: DemoDb | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const kindOf = (key: string): Kind => layouts[key]?.kind ?? 'value';
  const keyOf = (collection: string, item: unknown) => String((item as Record<string, unknown>)[layouts[collection]!.id!]);

  function transaction(work: () => void) {
    sql.exec('BEGIN IMMEDIATE');
    try {
      work();
      sql.exec('COMMIT');
    } catch (error) {
      sql.exec('ROLLBACK');
      throw error;
    }
  }

  /** Writes the whole store (a fresh one, or a change no tracker saw). */
  function writeAll(db: DemoDb) {
    current = db;
    layouts = Object.fromEntries(Object.entries(db).map(([key, value]) => [key, layoutOf(value)]));
    stored.clear();
    transaction(() => {
      statements.clear.run();
      for (const [collection, value] of Object.entries(db) as Array<[string, unknown]>) {
        const layout = layouts[collection]!;
        if (layout.kind === 'list') {
          const order = new Map<string, number>();
          (value as unknown[]).forEach((item, seq) => {
            const key = keyOf(collection, item);
            order.set(key, seq);
            statements.put.run(collection, key, seq, JSON.stringify(item));
          });
          stored.set(collection, order);
        } else if (layout.kind === 'map') {
          for (const [key, item] of Object.entries(value as Record<string, unknown>)) statements.put.run(collection, key, 0, JSON.stringify(item));
        } else statements.put.run(collection, '', 0, JSON.stringify(value));
      }
      statements.setMeta.run('layout', JSON.stringify(layouts));
      statements.setMeta.run('version', String(db.version));
    });
  }

  /** A list's members after a call: the removed deleted, the new put in their place, the order kept. */
  function writeMembers(collection: string, list: unknown[], fresh: Set<string>) {
    const before = stored.get(collection) ?? new Map<string, number>();
    const keys = list.map((item) => keyOf(collection, item));
    const now = new Set(keys);
    for (const key of before.keys()) if (!now.has(key)) statements.drop.run(collection, key);
    const kept = keys.filter((key) => before.has(key));
    const inOrder = kept.every((key, i) => i === 0 || before.get(kept[i - 1]!)! < before.get(key)!);
    const after = new Map<string, number>();
    if (!inOrder) keys.forEach((key, seq) => after.set(key, seq));
    else {
      // New records between the kept ones' places (before the first, after the last).
      let previous: number | undefined;
      let waiting: string[] = [];
      const place = (next: number | undefined) => {
        waiting.forEach((key, i) => {
          const seq = previous === undefined ? (next ?? 0) - (waiting.length - i) : next === undefined ? previous + i + 1 : previous + ((next - previous) * (i + 1)) / (waiting.length + 1);
          after.set(key, seq);
        });
        waiting = [];
      };
      for (const key of keys) {
        const seq = before.get(key);
        if (seq === undefined) waiting.push(key);
        else {
          place(seq);
          after.set(key, seq);
          previous = seq;
        }
      }
      place(undefined);
    }
    list.forEach((item, i) => {
      const key = keys[i]!;
      if (!before.has(key)) {
        statements.put.run(collection, key, after.get(key)!, JSON.stringify(item));
        fresh.add(key);
      } else if (after.get(key) !== before.get(key)) statements.seq.run(after.get(key)!, collection, key);
    });
    stored.set(collection, after);
  }

  function writeChanges(db: DemoDb, changes: Changes) {
    const record = db as unknown as Record<string, unknown>;
    transaction(() => {
      for (const collection of changes.whole) statements.put.run(collection, '', 0, JSON.stringify(record[collection]));
      const fresh = new Map<string, Set<string>>();
      for (const collection of changes.members) {
        const list = record[collection];
        if (Array.isArray(list)) writeMembers(collection, list, fresh.set(collection, new Set()).get(collection)!);
      }
      for (const [collection, items] of changes.records) {
        const order = stored.get(collection);
        for (const item of items) {
          const key = keyOf(collection, item);
          if (order?.has(key) && !fresh.get(collection)?.has(key)) statements.body.run(JSON.stringify(item), collection, key);
        }
      }
      for (const [collection, names] of changes.entries) {
        const map = record[collection] as Record<string, unknown>;
        for (const name of names) {
          if (Object.hasOwn(map, name)) statements.put.run(collection, name, 0, JSON.stringify(map[name]));
          else statements.drop.run(collection, name);
        }
      }
    });
  }

  function load(): DemoDb | undefined {
    const version = (statements.meta.get('version') as { value: string } | undefined)?.value;
    const layout = (statements.meta.get('layout') as { value: string } | undefined)?.value;
    if (!version || !layout) return undefined;
    layouts = JSON.parse(layout) as Record<string, Layout>;
    stored.clear();
    const out: Record<string, unknown> = {};
    for (const [collection, { kind }] of Object.entries(layouts)) {
      if (kind === 'list') {
        out[collection] = [];
        stored.set(collection, new Map());
      } else if (kind === 'map') out[collection] = {};
    }
    for (const row of statements.all.iterate() as Iterable<{ collection: string; key: string; seq: number; body: string }>) {
      const kind = layouts[row.collection]?.kind;
      const value: unknown = JSON.parse(row.body);
      if (kind === 'list') {
        (out[row.collection] as unknown[]).push(value);
        stored.get(row.collection)!.set(row.key, row.seq);
      } else if (kind === 'map') (out[row.collection] as Record<string, unknown>)[row.key] = value;
      else out[row.collection] = value;
    }
    current = { ...out, version: Number(version) } as unknown as DemoDb;
    return current;
  }

  return {
    load: () => Promise.resolve(load()),
    async save(db) {
      const changes = tracker?.changes;
      if (changes && db === current) writeChanges(db, changes);
      else {
        if (db === current) onUntracked();
        writeAll(db);
      }
    },
    saveFresh(fresh) {
      writeAll(fresh);
      return Promise.resolve(fresh);
    },
    exclusive<T>(work: () => Promise<T>): Promise<T> {
      const run = async () => {
        tracker = mayWrite() ? createTracker(kindOf) : null;
        try {
          return await work();
        } finally {
          tracker = null;
        }
      };
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
    view: (db) => (tracker ? tracker.view(db) : db),
    own: raw,
    close: () => sql.close(),
  };
}

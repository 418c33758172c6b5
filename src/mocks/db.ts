import { DB_VERSION, type DemoDb, type FaultKind } from './types/db';

/** Where the store is kept between page loads: IndexedDB in the browser, nothing in node. */
export interface DemoPersistence {
  load(): Promise<unknown>;
  save(db: DemoDb): Promise<void>;
  /**
   * Saves a store just made, unless a usable one (`usable`) was saved meanwhile, at one go: another window
   * may have saved its store (a sign-in's session in it) while this one made its seed. Answers the store
   * that is kept.
   */
  saveFresh(fresh: DemoDb, usable: (saved: unknown) => saved is DemoDb): Promise<DemoDb>;
  /**
   * Whether another window of the console saved the store since this one last read or wrote it: each
   * window (a second tab, the form designer's window) runs its own demo backend over the one saved store.
   */
  changedElsewhere?(): boolean;
  /**
   * Runs `work` while no other window's demo backend runs a call over the store (the browser's Web Locks).
   * A call reads the store, changes it and saves it whole: another window's save landing between those
   * steps was lost.
   */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
  /** The store as the call running sees it (the server notes what a call changes through it). */
  view?(db: DemoDb): DemoDb;
  /** The store's own object behind a value of that view. */
  own?<T>(value: T): T;
}

let db: DemoDb | undefined;
let persistence: DemoPersistence | null = null;
let dirty = false;

export function getDb(): DemoDb {
  if (!db) throw new Error('the demo store is not loaded yet: attachPersistence() or resetDb() first');
  return persistence?.view ? persistence.view(db) : db;
}

/** The store's own object behind a value got through getDb() (the object itself, but on the server). */
export const storeObject = <T>(value: T): T => (persistence?.own ? persistence.own(value) : value);

/**
 * The last seed made, and the time it was made for. A fresh store asked for within a minute of that time is
 * a copy of it (structured, as the store is saved): the tests reset the store after each of some 2,000
 * tests, and making the seed anew took 33 ms a time against 3 ms for the copy. Its dates are then up to a
 * minute older than a new seed's; a store asked for at another time (a test's fake clock) is made anew.
 */
let lastSeed: { now: number; db: DemoDb } | null = null;
const SEED_REUSE_MS = 60_000;

/** The seed modules load only when a fresh store is made: a reload reads the saved one instead. */
async function freshStore(now = Date.now()): Promise<DemoDb> {
  if (lastSeed && Math.abs(now - lastSeed.now) < SEED_REUSE_MS) return structuredClone(lastSeed.db);
  const { createSeed } = await import('./seed');
  const seed = createSeed(now);
  lastSeed = { now, db: structuredClone(seed) };
  return seed;
}

function isDemoDb(value: unknown): value is DemoDb {
  return typeof value === 'object' && value !== null && (value as DemoDb).version === DB_VERSION;
}

export async function attachPersistence(store: DemoPersistence) {
  persistence = store;
  const saved = await store.load();
  db = isDemoDb(saved) ? saved : await store.saveFresh(await freshStore(), isDemoDb);
}

/**
 * Reads the saved store again when another window changed it, so every window answers from the same data.
 * Only inside `inStore`: a store read while another call of this window is changing it would undo that.
 */
export async function catchUp({ always = false } = {}) {
  // Only a store other windows share can have changed under this one (the server's is its own).
  if (!persistence?.changedElsewhere || (!always && !persistence.changedElsewhere())) return;
  const saved = await persistence.load();
  if (isDemoDb(saved)) db = saved;
}

/** Records a change; `flush` (run by every handler before it answers) writes it to the browser store. */
export function commit() {
  dirty = true;
}

/** Writes recorded changes, so an answer the console has seen survives a reload. */
export async function flush() {
  if (!dirty) return;
  dirty = false;
  if (persistence && db) await persistence.save(db);
}

/**
 * Runs one call over the store, alone among every window of the console: the store read up to date with
 * the other windows' saves, then what the call changed saved before its answer leaves. Not nested (the
 * lock is not re-entrant).
 */
export function inStore<T>(work: () => T | Promise<T>): Promise<T> {
  const run = async () => {
    await catchUp();
    const result = await work();
    await flush();
    return result;
  };
  return persistence?.exclusive ? persistence.exclusive(run) : run();
}

export async function resetDb(now = Date.now()) {
  db = await freshStore(now);
  commit();
  await flush();
}

export function setFault(path: string, kind: FaultKind | null) {
  const { faults } = getDb();
  if (kind) faults[path] = kind;
  else delete faults[path];
  commit();
}

export function clearFaults() {
  getDb().faults = {};
  commit();
}
